import { Redis } from 'ioredis';
import type { CounterStore } from '@pt/contracts';
import { closeClient, unlessAway, watchConnection } from '../redis-outage';

// INCR, and start the window's expiry on its first hit; both in one step on the server.
const hitScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

const undoScript = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** Counters in Redis: every API instance shares them. */
export function createRedisCounterStore(
  redisUrl: string,
  {
    onError = (error) => console.error(`counters: ${error.message}`),
    prefix = 'pt:limits:',
  }: {
    /** Connection errors (ioredis reconnects by itself); default: logged on stderr. */
    onError?: (error: Error) => void;
    /** Put before every counter's key (default `pt:limits:`). */
    prefix?: string;
  } = {},
): CounterStore {
  // A sign-in waits for its count: with Redis gone it is refused at once (a 503), and with Redis hung
  // within two seconds, rather than held until Redis comes back.
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2, commandTimeout: 2000 });
  redis.on('error', onError);
  watchConnection(redis);
  const service = 'Redis (rate-limit counters)';
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await unlessAway(redis, service, () => redis.eval(hitScript, 1, prefix + key, String(windowMs)))) as [number, number];
      return { count, resetAt: Date.now() + ttl };
    },
    async undo(key) {
      await unlessAway(redis, service, () => redis.eval(undoScript, 1, prefix + key));
    },
    async reset(key) {
      await unlessAway(redis, service, () => redis.del(prefix + key));
    },
    async close() {
      await closeClient(redis);
    },
  };
}
