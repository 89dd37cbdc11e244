import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { waitFor } from './wait';

/**
 * Processes a test starts run in a process group of their own, because they start children of
 * their own (tsx starts node; killing tsx alone can leave that node serving). Stopping one signals
 * the whole group and waits until nothing of it runs. Whatever is still running when this test
 * process ends (a failed start, a hook that timed out, a worker stopped by the runner) is killed
 * then, from the 'exit' hook and on the termination signals.
 */
const running = new Set<number>();

function signalGroup(group: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-group, signal);
    return true;
  } catch {
    return false; // ESRCH: nothing left in the group
  }
}

function killAll() {
  for (const group of running) signalGroup(group, 'SIGKILL');
  running.clear();
}

process.once('exit', killAll);
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
  const onSignal = () => {
    killAll();
    process.off(signal, onSignal);
    // Then end as the signal would have (the test runner stops its workers with SIGTERM).
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  process.on(signal, onSignal);
}

/** Starts `command` as the leader of a new process group, known to the cleanup above. */
export function spawnGroup(command: string, args: readonly string[], options: SpawnOptions = {}): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true });
  if (child.pid !== undefined) running.add(child.pid);
  return child;
}

/** Whether a process of the group is still alive (one that has exited but is not yet reaped does not count). */
export function groupAlive(group: number): boolean {
  if (!signalGroup(group, 0)) return false;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return true; // no /proc: the signal's answer is all we know
  }
  return entries.some((name) => {
    if (!/^\d+$/.test(name)) return false;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      return false; // gone meanwhile
    }
    // "pid (command) state ppid pgrp ...": the command may hold spaces and parentheses.
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(pgrp) === group && state !== 'Z' && state !== 'X';
  });
}

/**
 * Signals the child's whole group and waits until none of it runs and the child's exit has been
 * seen; a group still running after `graceMs` is killed.
 */
export async function stopGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', graceMs = 10_000): Promise<void> {
  const group = child.pid;
  if (group === undefined) return;
  const exited = child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signalGroup(group, signal);
  try {
    await waitFor(() => !groupAlive(group), graceMs, `process group ${group} to stop after ${signal}`);
  } catch {
    signalGroup(group, 'SIGKILL');
    await waitFor(() => !groupAlive(group), 5_000, `process group ${group} to die`);
  }
  await exited;
  running.delete(group);
}
