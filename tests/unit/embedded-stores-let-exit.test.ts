import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it } from 'vitest';

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
const script = fileURLToPath(new URL('../support/open-and-leave.ts', import.meta.url));
let directory = '';
afterEach(() => rmSync(directory, { recursive: true, force: true }));

// The embedded stores hand their checkpoints to a worker thread, which must never keep a process
// alive: a script that forgets to close a store still ends (the worker's port was listened to after
// its unref, and held every such process open).
it('a process that leaves the embedded stores open still exits by itself', async () => {
  directory = mkdtempSync(join(tmpdir(), 'stores-left-open-'));
  const child = spawn(process.execPath, ['--import', 'tsx', script, directory], { cwd: repositoryRoot, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  // Written, then nothing left to do: the process ends on its own (a hang is killed by the test's timeout below).
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  const [code, signal] = await exited.finally(() => clearTimeout(timer));
  expect(output.trim()).toBe('written');
  expect({ code, signal }).toEqual({ code: 0, signal: null });
}, 60_000);
