import { describe, expect, it } from 'vitest';
import { clearDraft, clientIdFor, draftKey, draftLifetimeMs, readDraft, restoreValues, writeDraft } from './draft';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const now = Date.UTC(2026, 10, 23, 15);

describe('the intake draft', () => {
  it('is stored and read back with its step and answers', () => {
    const storage = memoryStorage();
    writeDraft(storage, { savedAt: now, step: 3, values: { fullName: 'Nora', anatomyData: { 'front-left-knee': 'pain' } } });
    expect(readDraft(storage, 5, now + 1000)).toEqual({ version: 1, savedAt: now, step: 3, values: { fullName: 'Nora', anatomyData: { 'front-left-knee': 'pain' } } });
  });

  it('keeps only the fields of the form and a step that exists', () => {
    const storage = memoryStorage({ [draftKey]: JSON.stringify({ version: 1, savedAt: now, step: 42, values: { fullName: 'Nora', isAdmin: true, __proto__: 1 } }) });
    expect(readDraft(storage, 5, now)).toMatchObject({ step: 5, values: { fullName: 'Nora' } });
    expect(readDraft(storage, 5, now)!.values).not.toHaveProperty('isAdmin');
  });

  it('is removed when it is unreadable, of another version, or older than 30 days', () => {
    for (const raw of ['{not json', JSON.stringify({ version: 2, savedAt: now, step: 0, values: {} }), JSON.stringify({ version: 1, savedAt: now - draftLifetimeMs - 1, step: 0, values: {} }), '[]']) {
      const storage = memoryStorage({ [draftKey]: raw });
      expect(readDraft(storage, 5, now)).toBeNull();
      expect(storage.items.has(draftKey)).toBe(false);
    }
  });

  it('is cleared after sending, and a storage that refuses changes nothing', () => {
    const storage = memoryStorage();
    writeDraft(storage, { savedAt: now, step: 0, values: {} });
    clearDraft(storage);
    expect(readDraft(storage, 5, now)).toBeNull();
    const refusing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('quota'); }, removeItem: () => { throw new Error('denied'); } };
    expect(() => writeDraft(refusing, { savedAt: now, step: 0, values: {} })).not.toThrow();
    expect(readDraft(refusing, 5, now)).toBeNull();
  });

  it('keeps the client id of an unchanged form sent again, and takes a new one for a changed form', () => {
    let n = 0;
    const newId = () => `id-${++n}`;
    const first = clientIdFor(undefined, { fullName: 'Nora' }, newId);
    expect(first.id).toBe('id-1');
    expect(clientIdFor(first, { fullName: 'Nora' }, newId)).toEqual(first);
    expect(clientIdFor(first, { fullName: 'Nora W' }, newId).id).toBe('id-2');
  });
});

describe('answers restored from a draft', () => {
  it('take each saved answer of the right shape, and leave the others empty', () => {
    const empty = { fullName: '', medicalHistory: [] as string[], anatomyData: {} as Record<string, string>, goals: '' };
    const saved = { fullName: 'Nora', medicalHistory: 'diabetes', anatomyData: { 'front-left-knee': 'pain' }, goals: 42, painBest: 3, painWorst: 11, painCurrent: '4' };
    expect(restoreValues(empty, saved, ['painBest', 'painWorst', 'painCurrent'])).toEqual({
      fullName: 'Nora', medicalHistory: [], anatomyData: { 'front-left-knee': 'pain' }, goals: '', painBest: 3,
    });
  });
});
