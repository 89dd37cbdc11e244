import { parseArgs } from 'node:util';
import { readModelRegistry, type ReadModelEntry } from '@pt/contracts/core';
import { projections } from '@pt/projector';
import { loadConfig } from '../config';
import { createPorts } from '../ports';

/**
 * Asks the projector to rebuild read models from the start of the log:
 *   npm run replay             every read model
 *   npm run replay -- inbox    only these
 * Each is built beside the live one, which keeps answering queries, and swapped in once caught up.
 * A running projector notices within seconds; otherwise the next start does it. Reactions (e-mails,
 * points) keep their own checkpoints and never run again because of a replay.
 */
const { positionals } = parseArgs({ allowPositionals: true });
const known = projections.map((p) => p.name);
const unknown = positionals.filter((name) => !known.includes(name));
if (unknown.length) {
  console.error(`Unknown read model(s): ${unknown.join(', ')}. Known: ${known.join(', ')}`);
  process.exit(2);
}
const names = positionals.length ? positionals : known;
const ports = await createPorts(loadConfig());
try {
  for (const name of names) {
    const entry = await ports.readStore.get<ReadModelEntry>(readModelRegistry, name);
    if (!entry) continue; // never built yet: its first start builds it anyway
    await ports.readStore.put(readModelRegistry, { ...entry, rebuildRequested: true });
  }
  console.log(`Asked for a rebuild of ${names.join(', ')}; the projector builds each beside the live one and swaps it in when caught up.`);
} finally {
  await ports.close();
}
