import { z } from 'zod';

export const notACursor = 'Not a cursor of this list';

/**
 * The cursor of a list read a page at a time, newest first (the inbox, the intake forms, a patient's
 * sessions): the last item's order keys, joined and base64url-encoded, which the client gives back as
 * it got it (`?before=`). `schema` decodes one, `encode` makes one, `olderThan` is the read store's
 * filter of the items after it in the list's order (every key descending); `formats` checks the
 * decoded keys further where the list knows them (a moment, an id). Anything else is a field error,
 * never a 500.
 */
export function pageCursor<K extends string>(keys: readonly K[], formats?: z.ZodType<Record<K, string>>) {
  const encode = (item: Record<K, string>) => Buffer.from(keys.map((key) => item[key]).join('|')).toString('base64url');
  const schema = z
    .string({ error: notACursor })
    .max(300, notACursor)
    .transform((cursor, ctx) => {
      const parts = Buffer.from(cursor, 'base64url').toString().split('|');
      const decoded = Object.fromEntries(keys.map((key, i) => [key, parts[i]])) as Record<K, string>;
      const valid = parts.length === keys.length && parts.every(Boolean) && (!formats || formats.safeParse(decoded).success);
      if (!valid) {
        ctx.addIssue({ code: 'custom', message: notACursor });
        return z.NEVER;
      }
      return decoded;
    });
  // The first key's `$lte` adds nothing to the `$or` but a bound on the index's column: the read store
  // seeks to the cursor instead of reading every newer item first.
  const olderThan = (cursor: Record<K, string>) => ({
    [keys[0]!]: { $lte: cursor[keys[0]!] },
    $or: keys.map((key, i) => ({ ...Object.fromEntries(keys.slice(0, i).map((equal) => [equal, cursor[equal]])), [key]: { $lt: cursor[key] } })),
  });
  return { schema, encode, olderThan };
}
