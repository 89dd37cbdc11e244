/** Polls until `check` answers something other than null/undefined/false, or fails after the timeout. */
export async function waitFor<T>(check: () => Promise<T | null | undefined | false> | T | null | undefined | false, timeoutMs = 10_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== null && value !== undefined && value !== false) return value as T;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(10);
  }
}

/** Waits until `condition` holds: `waitFor` for a yes/no condition, naming what it waits for first. */
export async function eventually(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  await waitFor(condition, timeoutMs, what);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function deferred<T = void>(): { promise: Promise<T>; resolve(value: T): void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}
