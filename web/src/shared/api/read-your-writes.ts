import type { CommandAnswer } from '@pt/contracts';

/**
 * Read your own writes (DESIGN.md section 2): the log position of this tab's latest accepted
 * command. A read sent after it asks for `?after=<position>`, so the server answers once its read
 * model has caught up with that write (at once when it already has).
 */
let latest: bigint | null = null;

/** Records the position a command answered; use as (or inside) a mutation's `transformResponse`. */
export function rememberWrite<Answer extends Pick<CommandAnswer, 'position'>>(answer: Answer): Answer {
  try {
    const position = BigInt(answer.position);
    if (latest === null || position > latest) latest = position;
  } catch {
    // an answer without a readable position says nothing about what to wait for
  }
  return answer;
}

/** The `after` query parameter of a read, when this tab has written anything. */
export function afterLatestWrite(): { after?: string } {
  return latest === null ? {} : { after: latest.toString() };
}
