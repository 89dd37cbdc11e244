import { describe, expect, it } from 'vitest';
import { loadConfig } from '@pt/infra';

// Secrets given, so that no test writes a data directory.
const base = { JWT_SECRET: 'x'.repeat(32), IP_SALT: 'salt', DATA_DIR: '/nonexistent-pt-config-test' };

describe('REDIS_PREFIX', () => {
  it('is unset by default, and an empty variable (as docker compose passes an unset one) means unset', () => {
    expect(loadConfig(base).redisPrefix).toBeUndefined();
    expect(loadConfig({ ...base, REDIS_PREFIX: '' }).redisPrefix).toBeUndefined();
  });

  it('takes a deployment name', () => {
    expect(loadConfig({ ...base, REDIS_PREFIX: 'coastal-staging_2' }).redisPrefix).toBe('coastal-staging_2');
  });

  it('refuses what would break a Redis key or a channel name, saying what it looks like', () => {
    for (const bad of ['with space', 'a:b', 'x'.repeat(41), 'star*']) {
      expect(() => loadConfig({ ...base, REDIS_PREFIX: bad })).toThrow(/REDIS_PREFIX: REDIS_PREFIX is 1-40 letters, digits, dots, dashes or underscores/);
    }
  });
});

describe('KEEP_ALIVE_TIMEOUT', () => {
  it('is 5 s by default, and takes milliseconds', () => {
    expect(loadConfig(base).keepAliveTimeout).toBe(5000);
    expect(loadConfig({ ...base, KEEP_ALIVE_TIMEOUT: '65000' }).keepAliveTimeout).toBe(65_000);
  });

  it('refuses what is not a whole number of milliseconds from 1 s to 10 minutes, saying so', () => {
    for (const bad of ['abc', '999', '600001', '1.5', '-5000']) {
      expect(() => loadConfig({ ...base, KEEP_ALIVE_TIMEOUT: bad }), bad).toThrow(/KEEP_ALIVE_TIMEOUT: KEEP_ALIVE_TIMEOUT is in milliseconds, from 1000 to 600000/);
    }
  });
});
