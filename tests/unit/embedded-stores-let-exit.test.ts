import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
const script = (name: string) => fileURLToPath(new URL(`../support/${name}`, import.meta.url));
let directory = '';
afterEach(() => rmSync(directory, { recursive: true, force: true }));

/** Runs a support script to its end (one that hangs is killed after 30 s): its output, exit code and signal. */
async function run(name: string, ...args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', script(name), ...args], { cwd: repositoryRoot, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  const [code, signal] = await exited.finally(() => clearTimeout(timer));
  return { output: output.trim(), code, signal };
}

// The embedded stores hand their checkpoints to a worker thread (infra/src/sqlite-checkpoints.ts).
describe('the checkpoint worker and the life of a process', () => {
  it('never keeps it alive: a script that leaves the embedded stores open still ends', async () => {
    directory = mkdtempSync(join(tmpdir(), 'stores-left-open-'));
    // The worker's port was listened to after its unref, which held every such process open.
    expect(await run('open-and-leave.ts', directory)).toEqual({ output: 'written', code: 0, signal: null });
  }, 60_000);

  it('never lets it end while appends wait out a hold of the commits', async () => {
    directory = mkdtempSync(join(tmpdir(), 'appends-through-holds-'));
    // With nothing but the held appends to do, the process ended mid-append (exit code 13, an
    // unsettled top-level await): the hold's timer and the worker were both unref'd.
    const { output, code, signal } = await run('append-through-holds.ts', join(directory, 'events.db'), '5');
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(Number(output)).toBeGreaterThan(0);
  }, 60_000);
});
