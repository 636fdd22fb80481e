import { sql } from '@mathsteps/db';
import { openTestDatabase } from '@mathsteps/db/testing';
import { describe, expect, inject, it } from 'vitest';
import { callApi, captureLog, parentCredentials, testEnv } from '../test/test-app';
import { buildApp } from './app';
import { loggerOptions, stripQuery } from './logging';

describe('logs', () => {
  it('strip query strings, which can carry e-mail tokens', () => {
    expect(stripQuery('/verifyemail?emailtoken=abc')).toBe('/verifyemail?[redacted]');
    expect(stripQuery('/api')).toBe('/api');
  });

  it('never contain cookies, authorization headers or query strings', async () => {
    const { stream, text } = captureLog();
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

    expect(text()).toContain('"url":"/verifyemail?[redacted]"');
    expect(text()).toContain('"url":"/api"');
    expect(text()).not.toMatch(/secret-(link-token|cookie|bearer)/);
  });

  it('say of a failed write its tag, error class, SQLSTATE and request id, nothing of the data', async () => {
    const { stream, text } = captureLog();
    const database = await openTestDatabase(inject('dbTemplate'));
    // A constraint no row meets: every sign-up now fails inside the database.
    await database.db.execute(sql`alter table parents add constraint refuse_all check (false)`);
    const options = loggerOptions('info') as Record<string, unknown>;
    const app = await buildApp({ env: testEnv(), database, logger: { ...options, stream } });
    const { email, emailpassword } = await parentCredentials('secret.mum@example.com');
    const answer = await callApi(app, {
      tag: 'user.create',
      email,
      emailpassword,
      firstname: 'Zebedee',
      lastname: 'Quartermain',
      consent: true,
    });
    await app.close();
    await database.close();

    expect(answer.statusCode).toBe(500);
    const line = text()
      .split('\n')
      .filter(Boolean)
      .map((text) => JSON.parse(text))
      .find((entry) => entry.msg === 'request failed');
    expect(line).toMatchObject({
      level: 50,
      tag: 'user.create',
      sqlState: '23514',
      reqId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      errorClass: expect.stringContaining('DrizzleQueryError'),
    });
    expect(text()).not.toMatch(/secret\.mum|Zebedee|Quartermain|argon2|insert into/i);
    expect(text()).not.toContain(emailpassword);
  });
});
