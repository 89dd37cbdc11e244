// Times the catch-up figure's parts on one log kept between runs (for trying changes quickly):
// `node --import tsx tests/bench/time-catchup.ts [events] [runs] [chunk] [read batch]`. The log is written once under $TMPDIR.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInProcessJobQueue, createInProcessLiveBus, createSqliteEventStore, createSqliteReadStore } from '@pt/infra';
import { projections, startProjector } from '@pt/projector';
import { readModelRegistry, type ReadModelEntry } from '@pt/contracts/core';
import { writeLog } from './figures/storage';

const n = Number(process.argv[2] ?? 100_000);
const runs = Number(process.argv[3] ?? 2);
const catchUpChunk = process.argv[4] ? Number(process.argv[4]) : undefined;
const catchUpBatchSize = process.argv[5] ? Number(process.argv[5]) : undefined;
const logFile = path.join(tmpdir(), `pt-catchup-log-${n}.db`);
const store = existsSync(logFile) ? createSqliteEventStore(logFile) : await writeLog(logFile, n);
for (let r = 0; r < runs; r++) {
  let t = performance.now();
  let cpu = process.cpuUsage();
  for (let after: string | undefined; ; ) {
    const batch = await store.readAll({ after, limit: 1000 });
    if (batch.length === 0) break;
    after = batch.at(-1)!.position;
  }
  const ceiling = performance.now() - t;
  const ceilingCpu = process.cpuUsage(cpu);
  const dir = mkdtempSync(path.join(tmpdir(), 'pt-time-'));
  const readStore = createSqliteReadStore(path.join(dir, 'read.db'));
  t = performance.now();
  cpu = process.cpuUsage();
  const projector = await startProjector({ eventStore: store, readStore, jobQueue: createInProcessJobQueue(), liveBus: createInProcessLiveBus() }, { projections: projections.filter((p) => p.name === 'inbox'), reactions: [], logger: { info() {}, warn() {}, error() {} }, catchUpChunk, catchUpBatchSize });
  const head = (await store.headPosition())!;
  const collection = async () => (await readStore.get<ReadModelEntry>(readModelRegistry, 'inbox'))?.active.collection ?? 'inbox_g1';
  while ((await readStore.getCheckpoint(await collection())) !== head) await new Promise((resolve) => setTimeout(resolve, 2));
  const ours = performance.now() - t;
  const oursCpu = process.cpuUsage(cpu);
  await projector.stop();
  await readStore.close();
  rmSync(dir, { recursive: true, force: true });
  console.log(`catch-up ${Math.round((n / ours) * 1000)} events/s, ceiling ${Math.round((n / ceiling) * 1000)} events/s, ratio ${(ceiling / ours).toFixed(2)}; CPU µs an event ${((oursCpu.user + oursCpu.system) / n).toFixed(1)} against ${((ceilingCpu.user + ceilingCpu.system) / n).toFixed(1)}: ${((ceilingCpu.user + ceilingCpu.system) / (oursCpu.user + oursCpu.system)).toFixed(2)}`);
}
await store.close();
