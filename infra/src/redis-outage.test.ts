import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import { describe, expect, it, vi } from 'vitest';
import { ServiceUnavailableError } from '@pt/contracts';
import { unlessAway } from './redis-outage';

/** Stands in for an ioredis client: its `status` and its `ready` event are all `unlessAway` looks at. */
function client(status: Redis['status']) {
  const fake = Object.assign(new EventEmitter(), { status });
  return fake as unknown as Redis;
}

describe('unlessAway', () => {
  it('sends a command while the client is connected', async () => {
    const redis = client('ready');
    await expect(unlessAway(redis, 'Redis', async () => 'OK')).resolves.toBe('OK');
  });

  it('lets a command wait for the first connection, as ioredis queues it', async () => {
    const redis = client('connecting');
    const command = vi.fn(async () => 'OK');
    await expect(unlessAway(redis, 'Redis', command)).resolves.toBe('OK');
    expect(command).toHaveBeenCalledOnce();
  });

  it('refuses at once, without sending, once the client has lost Redis, also while it is trying to connect again', async () => {
    const redis = client('ready');
    await unlessAway(redis, 'Redis', async () => 'OK');
    const command = vi.fn(async () => 'OK');
    for (const status of ['reconnecting', 'connecting', 'connect', 'close', 'end'] as const) {
      redis.status = status;
      await expect(unlessAway(redis, 'Redis (live bus)', command)).rejects.toBeInstanceOf(ServiceUnavailableError);
    }
    expect(command).not.toHaveBeenCalled();
    redis.status = 'ready';
    await expect(unlessAway(redis, 'Redis', command)).resolves.toBe('OK');
  });

  it('knows a client connected after its first command was queued', async () => {
    const redis = client('connecting');
    await unlessAway(redis, 'Redis', async () => 'OK');
    redis.status = 'ready';
    redis.emit('ready');
    redis.status = 'connecting';
    await expect(unlessAway(redis, 'Redis', async () => 'OK')).rejects.toBeInstanceOf(ServiceUnavailableError);
  });

  it('answers a command that fails as unavailable', async () => {
    const redis = client('ready');
    await expect(unlessAway(redis, 'Redis', async () => { throw new Error('Command timed out'); })).rejects.toBeInstanceOf(ServiceUnavailableError);
  });
});
