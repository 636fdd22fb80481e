import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, EnvFields, parseEnv } from './env';

const repositoryFile = (name: string) =>
  readFileSync(new URL(`../../../${name}`, import.meta.url), 'utf8');

describe('the documented variables', () => {
  const variables = Object.keys(EnvFields.shape);

  it('.env.example sets every variable the server reads, to values it takes', () => {
    const example = repositoryFile('.env.example');
    const set = Object.fromEntries(
      example
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(Object.keys(set).sort()).toEqual([...variables].sort());
    expect(() => parseEnv(set)).not.toThrow();
  });

  it('the README names every variable the server reads', () => {
    const readme = repositoryFile('README.md');
    expect(variables.filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
  });
});

describe('parseEnv', () => {
  it('gives a fresh machine working defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PUBLIC_URL).toBe('http://localhost:3000');
    expect(env.SUPPORT_EMAIL).toBe('support@mathsteps.local');
  });

  it('treats empty variables as unset and trims a trailing slash from PUBLIC_URL', () => {
    const env = parseEnv({ DATABASE_URL: '', PUBLIC_URL: 'https://mathsteps.app/' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PUBLIC_URL).toBe('https://mathsteps.app');
  });

  it('trusts no proxy unless TRUST_PROXY names one, by hops or addresses', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, loopback,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      'loopback',
      '::1',
    ]);
  });

  it.each([
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY must be a number of proxy hops (1)'],
    [{ TRUST_PROXY: '10.0.0.0/8,evil' }, 'TRUST_PROXY must be a number of proxy hops (1)'],
    // Checked by the library that reads it (decision 0012): this crashed the boot before.
    [{ TRUST_PROXY: '10.0.0.0/99' }, 'TRUST_PROXY must be a number of proxy hops (1)'],
    [{ TRUST_PROXY: 'loopback,::1/200' }, 'TRUST_PROXY must be a number of proxy hops (1)'],
    // More hops than proxies anyone runs would trust what clients write.
    [{ TRUST_PROXY: '99' }, 'TRUST_PROXY must be a number of proxy hops (1)'],
    [{ PAYMENTS: 'free' }, 'PAYMENTS can only be "test"'],
    [{ PORT: 'abc' }, 'PORT must be a whole number between 1 and 65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT must be a whole number between 1 and 65535 (got "70000")'],
    [
      { DATABASE_URL: 'mysql://x' },
      'DATABASE_URL must be a URL starting with postgres:// or postgresql://',
    ],
    [
      { DATABASE_POOL_SIZE: '0' },
      'DATABASE_POOL_SIZE must be a whole number from 1 to 100 (got "0")',
    ],
    [
      { DATABASE_POOL_SIZE: 'lots' },
      'DATABASE_POOL_SIZE must be a whole number from 1 to 100 (got "lots")',
    ],
    [{ SMTP_URL: 'localhost:25' }, 'SMTP_URL must be a URL starting with smtp:// or smtps://'],
    [
      { DATABASE_URL: 'postgres://bouncer/db', DATABASE_POOLER: 'transaction' },
      'DATABASE_DIRECT_URL is required when DATABASE_POOLER is set',
    ],
    [{ DATABASE_POOLER: 'session' }, 'DATABASE_POOLER can only be "transaction"'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN must be at least 16 characters long'],
    [
      { SHUTDOWN_DELAY: '300' },
      'SHUTDOWN_DELAY must be a whole number of seconds from 0 to 120 (got "300")',
    ],
    [{ SUPPORT_EMAIL: 'nobody' }, 'SUPPORT_EMAIL must be an e-mail address'],
    [
      { STRIPE_SECRET_KEY: 'sk_test_x' },
      'STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set',
    ],
  ])('explains a bad value: %o', (source, message) => {
    expect(() => parseEnv(source)).toThrow(ConfigError);
    expect(() => parseEnv(source)).toThrow(message);
  });
});
