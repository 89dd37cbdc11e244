import { randomFillSync } from 'node:crypto';

// Random bytes are drawn from the system 4 KiB at a time (as node's randomUUID does), not per id.
const pool = Buffer.alloc(4096);
let used = pool.length;
function randomBytes10(): Buffer {
  if (used + 10 > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  used += 10;
  return pool.subarray(used - 10, used);
}

const hex = (n: number, digits: number) => n.toString(16).padStart(digits, '0');
/** The 48-bit millisecond time of an id, as 12 hex digits split 8-4 the way a uuid is. */
function timeHex(ms: number): [string, string] {
  const t = hex(Math.max(0, Math.min(ms, 2 ** 48 - 1)), 12);
  return [t.slice(0, 8), t.slice(8, 12)];
}

/**
 * A uuid version 7 (RFC 9562): 48 bits of the time in milliseconds, then 74 random bits. Events
 * named one after the other sort about in the order they were made, so the log's index of event ids
 * grows at its end (a few pages written per commit) instead of taking a random page per event.
 */
export function timeOrderedId(now: number = Date.now()): string {
  const [high, low] = timeHex(now);
  const r = randomBytes10();
  const a = ((r[0]! & 0x0f) << 8) | r[1]!;
  const b = ((r[2]! & 0x3f) | 0x80).toString(16) + hex(r[3]!, 2);
  return `${high}-${low}-7${hex(a, 3)}-${b}-${r.subarray(4, 10).toString('hex')}`;
}

/**
 * A uuid version 8 (RFC 9562, custom) from a digest and a time: the time's 48 bits first, as in
 * version 7, then 72 bits of the digest. The same digest and time give the same id.
 */
export function timeOrderedDigestId(digestHex: string, at: number): string {
  const [high, low] = timeHex(at);
  return `${high}-${low}-8${digestHex.slice(0, 3)}-a${digestHex.slice(3, 6)}-${digestHex.slice(6, 18)}`;
}
