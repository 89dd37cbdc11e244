// Profiles the catch-up figure's read-model part only: `node --import tsx tests/bench/prof-catchup.ts <out.cpuprofile>`.
import { writeFileSync, mkdtempSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInProcessJobQueue, createInProcessLiveBus, createSqliteReadStore } from '@pt/infra';
import { projections, startProjector } from '@pt/projector';
import { readModelRegistry, type ReadModelEntry } from '@pt/contracts/core';
import { writeLog } from './figures/storage';

const dir = mkdtempSync(path.join(tmpdir(), 'pt-prof-'));
const n = 50_000;
void (async () => {
  const store = await writeLog(path.join(dir, 'log.db'), n);
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  const t = performance.now();
  const readStore = createSqliteReadStore(path.join(dir, 'read.db'));
  const projector = await startProjector({ eventStore: store, readStore, jobQueue: createInProcessJobQueue(), liveBus: createInProcessLiveBus() }, { projections: projections.filter((p) => p.name === 'inbox'), reactions: [], logger: { info() {}, warn() {}, error() {} } });
  const head = (await store.headPosition())!;
  const collection = async () => (await readStore.get<ReadModelEntry>(readModelRegistry, 'inbox'))?.active.collection ?? 'inbox_g1';
  while ((await readStore.getCheckpoint(await collection())) !== head) await new Promise((r) => setTimeout(r, 2));
  const ms = performance.now() - t;
  const { profile } = await session.post('Profiler.stop');
  writeFileSync(process.argv[2] ?? '/tmp/catchup.cpuprofile', JSON.stringify(profile));
  console.log(`${n} events in ${ms.toFixed(0)} ms: ${Math.round((n / ms) * 1000)} events/s`);
  await projector.stop();
  await readStore.close();
  await store.close();
})();
