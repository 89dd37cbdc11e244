import type { Doc } from '../ports';

/** Where the read-model registry lives: which collection of each read model is live, which is being built. */
export const readModelRegistry = 'read_models';

export interface ReadModelGeneration {
  version: number;
  generation: number;
  collection: string;
}

export interface ReadModelEntry extends Doc {
  /** The read model's name. */
  id: string;
  active: ReadModelGeneration;
  /** A generation being built beside the active one (a raised version, or `npm run replay`). */
  building?: ReadModelGeneration;
  /** Set by `npm run replay`: build a new generation even though the version did not change. */
  rebuildRequested?: boolean;
  /** Collections swapped out, dropped a little later (or at the next start). */
  retired?: string[];
}

export const generationCollection = (name: string, generation: number) => `${name}_g${generation}`;

/** The collection queries read when the registry has no entry yet (the first start). */
export const firstCollection = (name: string) => generationCollection(name, 1);

/** The checkpoint of a reaction group. */
export const reactionCheckpoint = (name: string) => `reaction_${name}`;
