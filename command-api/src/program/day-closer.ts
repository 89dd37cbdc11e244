import { randomUUID } from 'node:crypto';
import { addDays, dayIn, momentOn, type Completion, type Day, type Doc, type ExerciseSession, type Filter } from '@pt/contracts';
import type { CommandMeta } from '@pt/contracts/core';
import type { Programs } from './service';

/** How far back a day left open is still closed: a week, as a completion's own check looks back. */
const weekBack = 7;
/** A sweep every hour as well: a day missed at midnight (the server down, the read models behind) is closed later. */
const hourMs = 60 * 60_000;
/** After the practice's midnight, this long for the day's last completions to reach the read models. */
const afterMidnightMs = 60_000;

export interface DayCloserDeps {
  programs: Pick<Programs, 'closeDay'>;
  /** The completions and sessions read models. */
  find(name: 'completions' | 'sessions', filter: Filter): Promise<Doc[]>;
  timeZone: string;
  logger: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
  now?: () => Date;
}

export interface DayCloser {
  /** Closes the open days of the past week; answers how many got their session. */
  sweep(): Promise<number>;
  stop(): void;
}

/**
 * A day a patient left part-done earns its session (with its points and its place in the streak) as
 * soon as it has ended in the practice's time zone, not when the patient next completes something:
 * otherwise their streak reads 0 the next morning and yesterday's points arrive with today's first
 * exercise. Each sweep finds the days of the past week with completions and no session and closes
 * them; closing is a command on the day's stream, so sweeps that overlap (several API processes)
 * record each session once.
 */
export function startDayCloser({ programs, find, timeZone, logger, now = () => new Date() }: DayCloserDeps): DayCloser {
  let stopped = false;
  let running: Promise<number> | null = null;

  async function openDays(today: Day): Promise<Array<{ patientId: string; date: Day }>> {
    const from = addDays(today, -weekBack);
    const [completions, sessions] = await Promise.all([
      find('completions', { date: { $gte: from, $lt: today } }) as Promise<Completion[]>,
      find('sessions', { sessionDate: { $gte: from, $lt: today } }) as Promise<ExerciseSession[]>,
    ]);
    const closed = new Set(sessions.map((s) => `${s.patientId} ${s.sessionDate}`));
    const open = new Map<string, { patientId: string; date: Day }>();
    for (const { patientId, date } of completions) {
      const key = `${patientId} ${date}`;
      if (!closed.has(key)) open.set(key, { patientId, date });
    }
    return [...open.values()];
  }

  async function closeOpenDays(): Promise<number> {
    const at = now();
    const correlationId = randomUUID();
    const meta: CommandMeta = { actor: { kind: 'system', name: 'day-closer' }, correlationId, causationId: correlationId, now: at };
    let closed = 0;
    for (const { patientId, date } of await openDays(dayIn(at, timeZone))) {
      if (stopped) break;
      try {
        if ((await programs.closeDay(patientId, date, meta))?.appended) closed++;
      } catch (error) {
        logger.warn({ patientId, date, err: error instanceof Error ? error.message : String(error) }, 'a day could not be closed; the next sweep tries again');
      }
    }
    if (closed > 0) logger.info({ days: closed }, 'recorded the sessions of days left part-done');
    return closed;
  }

  /** One sweep at a time: one asked for while another runs waits for it and then runs. */
  function sweep(): Promise<number> {
    const next = (running ?? Promise.resolve(0)).catch(() => 0).then(closeOpenDays);
    running = next.finally(() => {
      if (running === next) running = null;
    });
    return next;
  }
  const sweepLogged = () =>
    void sweep().catch((error: unknown) => logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'the open days could not be looked for; the next sweep tries again'));

  let midnight: NodeJS.Timeout | undefined;
  function atNextMidnight() {
    const at = now();
    const next = momentOn(addDays(dayIn(at, timeZone), 1), 0, 0, timeZone).getTime() + afterMidnightMs;
    midnight = setTimeout(() => {
      sweepLogged();
      atNextMidnight();
    }, Math.max(1000, next - at.getTime()));
    midnight.unref();
  }
  const hourly = setInterval(sweepLogged, hourMs);
  hourly.unref();
  atNextMidnight();
  sweepLogged();

  return {
    sweep,
    stop() {
      stopped = true;
      clearTimeout(midnight);
      clearInterval(hourly);
    },
  };
}
