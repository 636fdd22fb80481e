import { Writable } from 'node:stream';
import { openTestDatabase } from '@mathsteps/db/testing';
import { describe, expect, inject, it } from 'vitest';
import { testEnv } from '../test/test-app';
import { buildApp } from './app';
import { loggerOptions, stripQuery } from './logging';

describe('logs', () => {
  it('strip query strings, which can carry e-mail tokens', () => {
    expect(stripQuery('/verifyemail?emailtoken=abc')).toBe('/verifyemail?[redacted]');
    expect(stripQuery('/api')).toBe('/api');
  });

  it('never contain cookies, authorization headers or query strings', async () => {
    let captured = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        captured += chunk;
        done();
      },
    });
    const database = await openTestDatabase(inject('dbTemplate'));
    const options = loggerOptions('info') as Record<string, unknown>;
    const app = await buildApp({ env: testEnv(), database, logger: { ...options, stream } });
    await app.inject({
      url: '/verifyemail?emailtoken=secret-link-token',
      headers: { cookie: 'ms_token=secret-cookie', authorization: 'Bearer secret-bearer' },
    });
    await app.inject({
      method: 'POST',
      url: '/api',
      headers: { 'content-type': 'application/json', cookie: 'ms_token=secret-cookie' },
      payload: { tag: 'device.create', devicetype: 'x' },
    });
    await app.close();
    await database.close();

    expect(captured).toContain('"url":"/verifyemail?[redacted]"');
    expect(captured).toContain('"url":"/api"');
    expect(captured).not.toMatch(/secret-(link-token|cookie|bearer)/);
  });
});
