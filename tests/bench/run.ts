/**
 * `npm run bench [-- --json] [-- --only=appends,catch-up]`: the engine's figures, each beside its
 * ceiling measured in the same run on this machine, and the bound the product promises
 * (issues 8 and 10). Reports; asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildServer } from '../../infra/scripts/build-server';
import { printTable, type Figure } from './figures/report';
import { inboxQueryFigures, memoryFigures, restartFigure } from './figures/data';
import { rewardLatencyFigures } from './figures/rewards';
import { commandFigures, liveLatencyFigures, sustainedFigure } from './figures/server';
import { appendsFigure, catchUpFigure } from './figures/storage';

const { values } = parseArgs({ options: { json: { type: 'boolean', default: false }, only: { type: 'string' } }, allowPositionals: true });
const only = values.only?.split(',');
const wanted = (name: string) => !only || only.includes(name);
const dir = mkdtempSync(path.join(tmpdir(), 'pt-bench-'));
const figures: Figure[] = [];
const log = (message: string) => !values.json && console.error(message);
// The servers the figures start run the server's build, as `npm start` does: built from these sources.
await buildServer();

try {
  if (wanted('appends')) {
    log('appends...');
    figures.push(await appendsFigure(dir, Number(process.env.BENCH_APPENDS ?? 20_000)));
  }
  if (wanted('catch-up')) {
    log('catch-up...');
    figures.push(await catchUpFigure(dir, Number(process.env.BENCH_CATCH_UP ?? 100_000)));
  }
  if (wanted('commands')) {
    log('commands...');
    figures.push(...(await commandFigures(Number(process.env.BENCH_COMMANDS ?? 2000))));
  }
  if (wanted('live')) {
    log('live latency (30 s)...');
    figures.push(...(await liveLatencyFigures(300, Number(process.env.BENCH_LIVE_SECONDS ?? 30))));
    log('sustained commands...');
    figures.push(await sustainedFigure(10));
  }
  if (wanted('inbox')) {
    log('inbox query...');
    figures.push(...(await inboxQueryFigures(dir, 20_000)));
  }
  if (wanted('rewards')) {
    log('rewards latency...');
    figures.push(...(await rewardLatencyFigures(50)));
  }
  if (wanted('memory')) {
    log('memory...');
    figures.push(...(await memoryFigures(dir, Number(process.env.BENCH_MEMORY_EVENTS ?? 100_000))));
  }
  if (wanted('restart')) {
    log('restart (writes the log first: minutes)...');
    figures.push(await restartFigure(dir, Number(process.env.BENCH_RESTART_EVENTS ?? 1_000_000)));
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

if (values.json) console.log(JSON.stringify({ figures }, null, 2));
else printTable(figures);
