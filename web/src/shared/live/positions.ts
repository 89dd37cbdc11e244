/** Whether log position `a` is after `b`. Positions are decimal strings that may exceed 2^53. */
export function isAfter(a: string, b: string): boolean {
  try {
    return BigInt(a) > BigInt(b);
  } catch {
    // An unreadable position cannot prove a message stale; let it through.
    return true;
  }
}
