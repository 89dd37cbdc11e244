import { projectorCheckpoint } from '@pt/contracts';
import { projections } from '@pt/projector';
import { loadConfig } from '../config';
import { createPorts } from '../ports';

/**
 * Read models are disposable: this drops every one and the projector's checkpoint, so the next
 * projector start rebuilds them all from position 0 of the log. Stop the projector role first.
 * (The embedded mode keeps read models in memory and rebuilds them at every start anyway.)
 */
const ports = await createPorts(loadConfig());
try {
  for (const projection of projections) {
    for (const collection of projection.collections) await ports.readStore.drop(collection);
  }
  await ports.readStore.drop('projection_versions');
  await ports.readStore.drop('checkpoints');
  console.log(`Dropped ${projections.length} read models and the '${projectorCheckpoint}' checkpoint; start the projector to rebuild them from the log.`);
} finally {
  await ports.close();
}
