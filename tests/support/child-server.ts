import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverEntry } from '../../infra/scripts/build-server';
import { spawnGroup, stopGroup } from './processes';
import { waitFor } from './wait';

const root = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  dataDir: string;
  output(): string;
  /** The process group of the running server. */
  readonly pid: number;
  /** SIGKILL to the server's processes: no graceful shutdown, as in a crash. */
  kill(): Promise<void>;
  /** Starts the server again on the same port and data directory. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The real product as users run it (`npm start`: the server's build, infra/dist/main.mjs, which the
 * test projects' global setup builds from the sources), in a child process, serving the built web app.
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pt-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let log = '';

  const launch = async () => {
    // A group of its own: whatever the server starts stops with it.
    child = spawnGroup(process.execPath, ['--enable-source-maps', serverEntry], {
      cwd: root,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO: '1', DEMO_HISTORY: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const started = child;
    started.stdout!.on('data', (d) => (log += d));
    started.stderr!.on('data', (d) => (log += d));
    const exited = new Promise((_, reject) => started.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${log}`))));
    try {
      await Promise.race([
        waitFor(async () => (await fetch(`${url}/readyz`).catch(() => null))?.ok, 60_000, `server on ${url}`),
        exited,
      ]);
    } catch (error) {
      await stopGroup(started, 'SIGKILL');
      throw error;
    }
  };
  const exit = async (signal: NodeJS.Signals) => {
    if (child) await stopGroup(child, signal);
  };

  try {
    await launch();
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    dataDir,
    output: () => log,
    get pid() {
      return child?.pid ?? 0;
    },
    kill: () => exit('SIGKILL'),
    restart: launch,
    async stop() {
      await exit('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
