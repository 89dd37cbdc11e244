import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Exercise } from '@pt/contracts';
import { storeWithHeldReads } from '../shared/test-held-reads';
import { libraryApi } from './libraryEndpoints';
import { patchLibrary } from './live';

const exercise = (id: string, name: string, position: string): Exercise =>
  ({ id, name, category: 'strength', isActive: true, position, revision: 1, createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z' }) as Exercise;

/** A store reading the library, whose reads wait for the test to answer them. */
function storeReadingLibrary() {
  const { store, sentRead, waiting } = storeWithHeldReads((exercises: Exercise[]) => ({ exercises }));
  const reading = store.dispatch(libraryApi.endpoints.exerciseLibrary.initiate());
  const names = () => libraryApi.endpoints.exerciseLibrary.select()(store.getState() as never).data?.map((e) => e.name);
  const hear = (changed: Exercise) => patchLibrary({ type: 'exercise.changed', position: changed.position, data: { exercise: changed } } as never, store.dispatch as never);
  return { reading, names, hear, sentRead, reads: waiting };
}

describe('an exercise.changed message', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('patches the library it holds, without reading it again', async () => {
    const { reading, names, hear, sentRead, reads } = storeReadingLibrary();
    (await sentRead())([exercise('e1', 'Quad Sets', '3')]);
    await reading;
    hear(exercise('e2', 'Bridges', '5'));
    expect(names()).toEqual(['Bridges', 'Quad Sets']);
    await Promise.resolve();
    expect(reads()).toBe(0);
    reading.unsubscribe();
  });

  it('heard while the library is read again, reads it once more after the answer lands (the answer predates it)', async () => {
    const { reading, names, hear, sentRead } = storeReadingLibrary();
    (await sentRead())([exercise('e1', 'Quad Sets', '3')]);
    await reading;
    const again = reading.refetch();
    const answer = await sentRead();
    hear(exercise('e2', 'Bridges', '5'));
    answer([exercise('e1', 'Quad Sets', '3')]);
    await again;
    // The answer, read before the change, took the patch away; the read after it brings it.
    (await sentRead())([exercise('e2', 'Bridges', '5'), exercise('e1', 'Quad Sets', '3')]);
    await expect.poll(names).toEqual(['Bridges', 'Quad Sets']);
    reading.unsubscribe();
  });
});
