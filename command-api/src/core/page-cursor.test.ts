import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { notACursor, pageCursor } from './page-cursor';

const cursor = pageCursor(['day', 'at', 'id'] as const);
const item = { day: '2026-11-02', at: '2026-11-02T10:00:00.000Z', id: 's1' };

describe("a list's page cursor", () => {
  it('gives back the keys it was made of', () => {
    expect(cursor.schema.parse(cursor.encode(item))).toEqual(item);
  });

  it('reads on after the cursor in the order of its keys, each descending', () => {
    expect(cursor.olderThan(item)).toEqual({
      day: { $lte: '2026-11-02' },
      $or: [{ day: { $lt: '2026-11-02' } }, { day: '2026-11-02', at: { $lt: '2026-11-02T10:00:00.000Z' } }, { day: '2026-11-02', at: '2026-11-02T10:00:00.000Z', id: { $lt: 's1' } }],
    });
  });

  it('refuses what is not one of its cursors: too few or too many keys, an empty one, a wrong format, too long, not text', () => {
    const encoded = (text: string) => Buffer.from(text).toString('base64url');
    const checked = pageCursor(['at', 'id'] as const, z.object({ at: z.iso.datetime(), id: z.uuid() }));
    for (const [list, value] of [
      [cursor, encoded('2026-11-02|s1')],
      [cursor, encoded('2026-11-02|2026-11-02T10:00:00.000Z|s1|more')],
      [cursor, encoded('2026-11-02||s1')],
      [cursor, 'x'.repeat(301)],
      [cursor, 42],
      [checked, encoded('yesterday|s1')],
    ] as const) {
      const result = list.schema.safeParse(value);
      expect(result.success, String(value)).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([notACursor]);
    }
  });
});
