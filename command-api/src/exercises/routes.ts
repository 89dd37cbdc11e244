import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { z } from 'zod';
import { exerciseSchema, newExerciseSchema, recordReaderRoles, staffRoles, streams, type EventStore, type Exercise } from '@pt/contracts';
import { conflict, handleCommand, stableEventId, type CommandMeta } from '@pt/contracts/core';
import { commandMeta, ifMatch, parseBody, requireRole, sendCommandAnswer } from '../core/http';
import type { ReadModels } from '../core/read-models';
import { exerciseDecider } from './decider';
import { seedLibrary } from './seed-library';

const exerciseId = z.object({ id: z.uuid('Not an exercise id') });
const libraryQuery = z.object({ includeRetired: z.enum(['true', 'false']).default('false') });

/** The id of a seeded exercise: derived from its slug, so seeding twice creates nothing twice. */
export const seedExerciseId = (slug: string) => stableEventId(`seed-exercise:${slug}`);

/** Creates the starter library's exercises that are not there yet (a seeded exercise is the same command whoever seeds it). */
export async function seedExerciseLibrary(store: EventStore, meta: CommandMeta) {
  let position = '0';
  let created = 0;
  for (const { slug, ...input } of seedLibrary) {
    const id = seedExerciseId(slug);
    const fields = exerciseSchema.parse(input);
    const result = await handleCommand(store, streams.exercise(id), exerciseDecider, { type: 'CreateExercise', fields }, meta, {
      create: true,
      commandId: id,
      // The same exercise seeded by anyone is the same command.
      fingerprint: `seed:${slug}`,
    });
    if (!result.repeated) created++;
    position = result.position;
  }
  return { created, position };
}

export function exerciseRoutes({ store, models, ipSalt }: { store: EventStore; models: ReadModels; ipSalt: string }): Router {
  const router = Router();

  router.get('/api/exercises', requireRole(...recordReaderRoles), models.readAfter('exercises'), async (req, res) => {
    const { includeRetired } = parseBody(libraryQuery, req.query);
    const filter = includeRetired === 'true' ? {} : { isActive: true };
    res.json({ exercises: await models.find<Exercise>('exercises', filter, { sort: { category: 1, name: 1 }, limit: 2000 }) });
  });

  router.post('/api/exercises', requireRole(...staffRoles), async (req, res) => {
    const { id = randomUUID(), ...fields } = parseBody(newExerciseSchema, req.body);
    const result = await handleCommand(store, streams.exercise(id), exerciseDecider, { type: 'CreateExercise', fields }, commandMeta(req, ipSalt), { create: true, commandId: id });
    sendCommandAnswer(res, id, result, 201, 'Exercise Created');
  });

  router.put('/api/exercises/:id', requireRole(...staffRoles), async (req, res) => {
    const { id } = parseBody(exerciseId, req.params);
    const fields = parseBody(exerciseSchema, req.body);
    const result = await handleCommand(store, streams.exercise(id), exerciseDecider, { type: 'UpdateExercise', fields }, commandMeta(req, ipSalt), { expectedRevision: ifMatch(req) });
    sendCommandAnswer(res, id, result, 200, 'Exercise Updated');
  });

  // Deleting retires: programs that assigned it keep their history and still show it.
  router.delete('/api/exercises/:id', requireRole(...staffRoles), async (req, res) => {
    const { id } = parseBody(exerciseId, req.params);
    const result = await handleCommand(store, streams.exercise(id), exerciseDecider, { type: 'RetireExercise' }, commandMeta(req, ipSalt), { expectedRevision: ifMatch(req) });
    sendCommandAnswer(res, id, result, 200, 'Exercise Deleted');
  });

  // Offered only while the library is empty (spec); each seeded exercise is named by its slug.
  router.post('/api/seed-exercises', requireRole(...staffRoles), async (req, res) => {
    if ((await models.count('exercises', {})) > 0) {
      const seeded = await models.get('exercises', seedExerciseId(seedLibrary[0]!.slug));
      if (!seeded) throw conflict('The exercise library already has exercises.');
    }
    const { created, position } = await seedExerciseLibrary(store, commandMeta(req, ipSalt));
    res.status(created ? 201 : 200).json({ success: true, count: seedLibrary.length, created, position, message: 'Database Seeded' });
  });

  return router;
}
