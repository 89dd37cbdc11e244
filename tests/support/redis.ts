import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { createConnection, createServer } from 'node:net';
import { spawnGroup, stopGroup } from './processes';
import { waitFor } from './wait';

export interface StartedRedis {
  url: string;
  /**
   * A REDIS_PREFIX of this start's own, for the servers a test starts on it: with a shared
   * `REDIS_URL`, test files running at once would otherwise run each other's jobs.
   */
  prefix: string;
  stop(): Promise<void>;
  /** A crash: SIGKILL, and everything it held is gone (it keeps nothing on disk). */
  kill(): Promise<void>;
}

/**
 * `REDIS_URL` when set; otherwise a throwaway redis-server of our own (never the shared one on
 * 6379), on a free port or on `port` (to start one again where a killed one was).
 */
export async function startRedis(options: { port?: number; ownServer?: boolean } = {}): Promise<StartedRedis> {
  const prefix = `test-${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  if (process.env.REDIS_URL && !options.ownServer) return { url: process.env.REDIS_URL, prefix, stop: async () => {}, kill: async () => {} };
  if (spawnSync('redis-server', ['--version']).error) {
    throw new Error('redis-server is not installed: run `apt-get install -y redis-server` (or set REDIS_URL)');
  }
  const port = options.port ?? (await freePort());
  const server = spawnGroup('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no', '--bind', '127.0.0.1'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-2000));
  server.stdout!.on('data', keep);
  server.stderr!.on('data', keep);
  const url = `redis://127.0.0.1:${port}`;
  try {
    await waitFor(
      async () => {
        if (server.exitCode !== null) throw new Error(`redis-server exited with ${server.exitCode}`);
        return answersPing(port);
      },
      10_000,
      `redis-server on port ${port}`,
    );
  } catch (error) {
    await stopGroup(server, 'SIGKILL');
    throw new Error(`redis-server did not start on port ${port}: ${(error as Error).message}\n${log}`);
  }
  return {
    url,
    prefix,
    stop: () => stopGroup(server, 'SIGTERM'),
    kill: () => stopGroup(server, 'SIGKILL'),
  };
}

/**
 * A Redis for the tests of the enclosing \`describe\` (or file): started before them, stopped after.
 * Read \`url\` inside a test or hook, once it has started.
 */
export function useRedis(): { readonly url: string } {
  let redis: StartedRedis | undefined;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis?.stop();
  });
  return {
    get url() {
      if (!redis) throw new Error('Redis has not started yet: read its url inside a test or a hook');
      return redis.url;
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/** Sends one command to a Redis server and answers its first reply line (tests only). */
export function redisCommand(url: string, command: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = createConnection({ port: Number(port), host: hostname });
    socket.setTimeout(5000, () => (socket.destroy(), reject(new Error(`redis did not answer ${command}`))));
    socket.once('error', reject);
    socket.once('connect', () => socket.write(`${command}\r\n`));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().trim());
    });
  });
}
