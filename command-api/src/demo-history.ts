import { randomUUID } from 'node:crypto';
import {
  addDays,
  dayIn,
  demoHistoryCorrelationId,
  momentOn,
  exerciseSchema,
  healthTipSchema,
  measurementScales,
  patientRecordSchema,
  profileSchema,
  progressReportSchema,
  reportRequestSchema,
  streams,
  type Actor,
  type Day,
  type EventStore,
  type MeasurementType,
} from '@pt/contracts';
import { handleCommand, type CommandMeta } from '@pt/contracts/core';
import { conversationDecider, type ConversationCommand } from './messages/decider';
import type { Accounts } from './auth/accounts';
import { seedExerciseId, seedExerciseLibrary } from './exercises/routes';
import { seedLibrary } from './exercises/seed-library';
import { createPatientDirectory } from './patients/directory';
import { createPrograms, type ExerciseMinutes } from './program/service';
import { hashPassword } from './auth/passwords';
import { measurementDecider } from './progress/decider';
import { progressReportDecider } from './reports/progress-decider';
import { sharedReportDecider } from './reports/shared-decider';
import { tipDecider } from './tips/decider';

/**
 * Three weeks of a practice, for the demo: the starter exercise library, three health tips, the demo patient's profile,
 * program, completions, pain and mobility, and four more patients whose sessions fill the week's
 * leaderboard. Everything goes through the same commands as the screens', at the moments it
 * happened (each event's `at` is the moment of the story, not of the seeding), so the worker turns
 * the sessions into points, streaks and achievements as it would have. Today the demo patient has
 * done one of three exercises: finishing the other two records a session and moves them up the
 * leaderboard live.
 */

interface StoryPatient {
  firstName: string;
  lastName: string;
  email: string;
  dateOfBirth: string;
  phone: string;
  condition: string;
  exercises: string[];
  /** How many of the exercises were done `daysAgo` days ago (0: today). */
  done(daysAgo: number): number;
  /** The hour of the day they do their exercises. */
  hour: number;
  /** Minutes before now that today's exercises were done. */
  todayMinutesAgo: number;
  /** Pain (0-10) reported `daysAgo` days ago. */
  pain?: Array<[daysAgo: number, value: number]>;
  /** Mobility (%) measured by the therapist `daysAgo` days ago. */
  mobility?: Array<[daysAgo: number, value: number]>;
  bodyPart?: string;
}

const historyDays = 21;

/** The password of the demo's shared report (README, Try it). */
export const demoSharePassword = 'demo-share';

/** The demo patient (patient@example.com): a knee, three weeks in, three days away in the second week. */
const demoPatient: StoryPatient = {
  firstName: 'Jordan',
  lastName: 'Rivera',
  email: 'patient@example.com',
  dateOfBirth: '1968-04-12',
  phone: '(321) 555-0129',
  condition: 'Right knee, after a meniscus repair',
  exercises: ['quad-sets', 'heel-slides', 'straight-leg-raise'],
  done: (daysAgo) => (daysAgo === 0 ? 1 : daysAgo >= 12 && daysAgo <= 14 ? 0 : daysAgo === 16 || daysAgo === 5 ? 2 : daysAgo <= 20 ? 3 : 0),
  hour: 8,
  todayMinutesAgo: 25,
  pain: [[20, 6], [17, 5], [14, 5], [10, 4], [7, 4], [4, 3], [1, 2]],
  mobility: [[20, 55], [13, 63], [6, 71], [1, 78]],
  bodyPart: 'Right knee',
};

/** Other patients of the practice (records the therapist added; they have no sign-in here). */
const otherPatients: StoryPatient[] = [
  { firstName: 'Maria', lastName: 'Santos', email: 'maria.santos@example.com', dateOfBirth: '1957-09-03', phone: '(321) 555-0141', condition: 'Hip replacement, left', exercises: ['glute-bridge', 'side-lying-clamshell'], done: (d) => (d <= 14 ? 2 : 0), hour: 7, todayMinutesAgo: 95 },
  { firstName: 'Derek', lastName: 'Olsen', email: 'derek.olsen@example.com', dateOfBirth: '1979-01-22', phone: '(321) 555-0176', condition: 'Neck and upper back pain', exercises: ['chin-tucks', 'seated-band-rows'], done: (d) => (d <= 6 ? 2 : d <= 12 && d % 2 === 0 ? 2 : 0), hour: 18, todayMinutesAgo: 70 },
  { firstName: 'Aisha', lastName: 'Grant', email: 'aisha.grant@example.com', dateOfBirth: '1990-06-30', phone: '(321) 555-0112', condition: 'Ankle sprain, return to running', exercises: ['sit-to-stand', 'standing-heel-raises', 'wall-sit'], done: (d) => (d === 0 ? 2 : d <= 19 && d % 2 === 1 ? 3 : 0), hour: 12, todayMinutesAgo: 55 },
  { firstName: 'Tom', lastName: 'Becker', email: 'tom.becker@example.com', dateOfBirth: '1948-11-15', phone: '(321) 555-0195', condition: 'Balance and strength after a fall', exercises: ['bird-dog', 'seated-hamstring-stretch'], done: (d) => (d === 0 || (d >= 3 && d <= 9) ? 2 : 0), hour: 10, todayMinutesAgo: 40 },
];

/** Tips the therapist published, `daysAgo` days ago. */
const tips: Array<{ daysAgo: number; title: string; category: 'exercise' | 'pain management' | 'safety at home'; targetConditions: string[]; content: string }> = [
  {
    daysAgo: 16,
    title: 'Make your home safer against falls',
    category: 'safety at home',
    targetConditions: [],
    content:
      'Most falls happen at home, and most can be prevented. Clear walkways of cords and loose rugs, put night lights between the bedroom and the bathroom, keep what you use often between waist and shoulder height, and wear shoes with closed heels and non-slip soles indoors. On a home visit your therapist can suggest where grab bars or a shower seat would help.',
  },
  {
    daysAgo: 10,
    title: 'Ice or heat after your exercises?',
    category: 'pain management',
    targetConditions: ['knee', 'hip'],
    content:
      'Some soreness that fades within a couple of hours is normal. For a swollen or warm joint, ice wrapped in a thin towel for 10 to 15 minutes can help; for stiff muscles, a warm pack for 15 to 20 minutes before you exercise loosens you up. Never put ice or heat straight on your skin. If pain is sharp, keeps you up at night or lasts into the next day, tell your therapist before your next session.',
  },
  {
    daysAgo: 4,
    title: 'Little and often beats a long session',
    category: 'exercise',
    targetConditions: [],
    content:
      'Your program is planned for every day because muscles and joints respond to regular, gentle work. Doing your exercises at the same time each day, after breakfast for example, makes them a habit. On a bad day, do what you can and mark it done: a short day still counts toward your streak.',
  },
];

/**
 * Seeds the story into a log that holds only the demo accounts and sample requests. The worker,
 * wherever it runs, rewards the sessions afterwards, each patient's in the order they were recorded.
 */
export async function seedDemoHistory(store: EventStore, accounts: Accounts, timeZone: string, now = new Date()) {
  const therapist = await accounts.findByEmail('therapist@example.com');
  const patientAccount = await accounts.findByEmail(demoPatient.email);
  if (!therapist || !patientAccount) return;
  const today = dayIn(now, timeZone);
  const startOfToday = momentOn(today, 0, 1, timeZone).getTime();
  /** A moment of the story: `daysAgo` days ago at `hour:minute`, or today `minutesAgo` before now (never before today began, never after now). */
  const at = (daysAgo: number, hour: number, minute: number, minutesAgo = 0): Date =>
    daysAgo === 0
      ? new Date(Math.min(now.getTime(), Math.max(startOfToday, now.getTime() - minutesAgo * 60_000)))
      : momentOn(addDays(today, -daysAgo), hour, minute, timeZone);
  const meta = (actor: Actor, moment: Date): CommandMeta => ({ actor, correlationId: demoHistoryCorrelationId, causationId: demoHistoryCorrelationId, now: moment });
  const byTherapist: Actor = { kind: 'user', userId: therapist.id, role: 'therapist' };
  const byDemoPatient: Actor = { kind: 'user', userId: patientAccount.id, role: 'patient' };
  const byDemoData: Actor = { kind: 'system', name: 'demo-data' };

  await seedExerciseLibrary(store, meta(byTherapist, at(historyDays, 8, 0)));
  for (const { daysAgo, ...tip } of tips) {
    const id = randomUUID();
    const fields = healthTipSchema.parse({ ...tip, publishDate: addDays(today, -daysAgo) });
    await handleCommand(store, streams.tip(id), tipDecider, { type: 'WriteTip', fields }, meta(byTherapist, at(daysAgo, 14, 0)), { create: true, commandId: id });
  }
  const minutes = new Map(seedLibrary.map(({ slug, ...input }) => [seedExerciseId(slug), exerciseSchema.parse(input).duration]));
  const exerciseMinutes: ExerciseMinutes = async (ids) => new Map(ids.flatMap((id) => (minutes.has(id) ? [[id, minutes.get(id)!] as const] : [])));
  const directory = createPatientDirectory(store, timeZone);
  const programs = createPrograms(store, exerciseMinutes, timeZone);

  async function record(p: StoryPatient, patientId: string, type: MeasurementType, daysAgo: number, value: number, actor: Actor) {
    const id = randomUUID();
    const measurement = { patientId, measurementType: type, value, unit: measurementScales[type].unit, bodyPart: type === 'mobility' ? (p.bodyPart ?? '') : '', notes: '', measurementDate: addDays(today, -daysAgo) };
    await handleCommand(store, streams.measurement(id), measurementDecider, { type: 'RecordMeasurement', measurement }, meta(actor, at(daysAgo, p.hour + 1, 0)), { create: true, commandId: id });
  }

  /** A patient's program from the therapist, three weeks ago: the assignments, in the order of `p.exercises`. */
  async function assign(p: StoryPatient, patientId: string) {
    const assignments: string[] = [];
    for (const [i, slug] of p.exercises.entries()) {
      const id = randomUUID();
      const schedule = { frequency: 'Once daily', customInstructions: '', startDate: addDays(today, -historyDays), endDate: null };
      await programs.assign(patientId, id, seedExerciseId(slug), schedule, meta(byTherapist, at(historyDays, 10, 5 * i)));
      assignments.push(id);
    }
    return assignments;
  }

  /** What a patient did `daysAgo` days ago: their measurements, then their exercises. */
  async function day(p: StoryPatient, patientId: string, actor: Actor, assignments: string[], daysAgo: number) {
    for (const [d, value] of p.pain ?? []) if (d === daysAgo) await record(p, patientId, 'pain', d, value, actor);
    for (const [d, value] of p.mobility ?? []) if (d === daysAgo) await record(p, patientId, 'mobility', d, value, byTherapist);
    const done = Math.min(p.done(daysAgo), assignments.length);
    for (let i = 0; i < done; i++) {
      const exerciseId = seedExerciseId(p.exercises[i]!);
      // Pain during the exercises eases over the weeks.
      const painLevel = Math.max(1, Math.round(6 - (historyDays - daysAgo) / 5));
      const input = { painLevel, difficultyRating: 3, duration: minutes.get(exerciseId) ?? null, repetitionsCompleted: null, notes: '' };
      await programs.complete(patientId, assignments[i]!, randomUUID(), input, meta(actor, at(daysAgo, p.hour, 12 * i, p.todayMinutesAgo - 4 * i)));
    }
  }

  const user = { id: patientAccount.id, email: patientAccount.email, role: 'patient' as const };
  const profile = profileSchema.parse({ firstName: demoPatient.firstName, lastName: demoPatient.lastName, dateOfBirth: demoPatient.dateOfBirth, phone: demoPatient.phone, emergencyContact: 'Sam Rivera', emergencyPhone: '(321) 555-0130', medicalHistory: 'Arthroscopic repair of the right medial meniscus this autumn.', currentConditions: [demoPatient.condition] });
  const { patientId } = await directory.saveProfile(user, profile, meta(byDemoPatient, at(historyDays, 9, 0)), randomUUID());
  const cast: Array<{ p: StoryPatient; patientId: string; actor: Actor }> = [{ p: demoPatient, patientId, actor: byDemoPatient }];
  for (const [i, p] of otherPatients.entries()) {
    const id = randomUUID();
    const { id: _none, ...recordData } = patientRecordSchema.parse({ firstName: p.firstName, lastName: p.lastName, email: p.email, phone: p.phone, dateOfBirth: p.dateOfBirth, primaryCondition: p.condition, startDate: addDays(today, -historyDays) });
    await directory.createRecord(id, recordData, meta(byTherapist, at(historyDays, 9, 10 + i)));
    cast.push({ p, patientId: id, actor: byDemoData });
  }
  await Promise.all(
    cast.map(async ({ p, patientId, actor }) => {
      const assignments = await assign(p, patientId);
      for (let daysAgo = historyDays - 1; daysAgo >= 0; daysAgo--) await day(p, patientId, actor, assignments, daysAgo);
    }),
  );
  await shareReports(patientId);

  /**
   * The demo patient's reports: a shared report two days ago (password `demo-share`), opened once
   * by the family doctor yesterday; and a public progress report (reading A) at the end of week two.
   */
  async function shareReports(patientId: string) {
    const therapistEmail = therapist!.email;
    const byName = therapist!.name ? { createdByName: therapist!.name } : {};
    const reportId = randomUUID();
    const { id: _none, accessPassword: _password, requiresPassword: _requires, ...request } = reportRequestSchema.parse({
      patientId,
      title: 'Knee progress for Dr. Patel',
      reportType: 'progress',
      dateRange: { start: addDays(today, -60), end: today },
      includeHealthTips: true,
      customNotes: 'Jordan is three weeks into a home program after a meniscus repair: pain is down from 6 to 2 and knee mobility up from 55% to 78%.',
    });
    const report = { ...request, reportId, shareId: randomUUID(), createdBy: therapistEmail, ...byName, passwordHash: await hashPassword(demoSharePassword) };
    await handleCommand(store, streams.report(reportId), sharedReportDecider, { type: 'ShareReport', report }, meta(byTherapist, at(2, 15, 0)), { create: true, commandId: reportId });
    const doctor = { ipHash: 'demo0000doctor00', userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)', accessorEmail: null };
    await handleCommand(store, streams.report(reportId), sharedReportDecider, { type: 'OpenReport', opener: doctor, password: 'correct', staff: false }, meta({ kind: 'anonymous', ipHash: doctor.ipHash }, at(1, 11, 20)));

    const progressId = randomUUID();
    const { id: _id, ...fields } = progressReportSchema.parse({
      patientId,
      reportTitle: 'Two weeks after meniscus repair',
      treatmentGoals: ['Walk without a limp', 'Climb stairs step over step', 'Kneel in the garden again'],
      functionalImprovements: ['Walks 20 minutes without pain', 'Full knee extension', 'Stairs with the handrail'],
      nextGoals: ['Stairs without the handrail', 'Single-leg balance for 30 seconds'],
      painLevel: 4,
      mobilityScore: 6,
      strengthScore: 5,
      balanceScore: 6,
      sessionsCompleted: 6,
      totalSessions: 12,
      therapistNotes: 'Steady progress; Jordan does the home program almost every day. We will add balance work next.',
      reportDate: addDays(today, -7),
      isPublic: true,
    });
    await handleCommand(store, streams.progressReport(progressId), progressReportDecider, { type: 'CreateProgressReport', report: { ...fields, reportId: progressId, shareId: randomUUID(), createdBy: therapistEmail, ...byName } }, meta(byTherapist, at(7, 16, 0)), {
      create: true,
      commandId: progressId,
    });
  }

  // Messages with the practice: a question answered (the patient's thanks not yet read by the practice),
  // and the therapist's note about the next visit, new to the patient.
  const patientName = `${demoPatient.firstName} ${demoPatient.lastName}`;
  const asPatient = { asPatient: patientId, from: 'patient' as const, authorId: patientAccount.id, authorName: patientName };
  const asTherapist = { asPatient: null, from: 'practice' as const, authorId: therapist.id, authorName: therapist.name ?? null };
  const stairs = randomUUID();
  const say = (conversation: string, command: ConversationCommand, actor: Actor, moment: Date, commandId?: string) =>
    handleCommand(store, streams.conversation(conversation), conversationDecider, command, meta(actor, moment), commandId ? { commandId } : {});
  await say(stairs, { type: 'Start', patientId, patientName, subject: 'Tight going down the stairs', from: 'patient', messageId: stairs, content: 'After yesterday’s exercises my knee felt tight going down the stairs. Is that normal, or should I skip the straight-leg raises today?', authorId: patientAccount.id, authorName: patientName }, byDemoPatient, at(3, 19, 40), stairs);
  const answer = randomUUID();
  await say(stairs, { type: 'Write', ...asTherapist, messageId: answer, content: 'Some tightness on the stairs is normal this early, and it should ease within a day. Keep the straight-leg raises, but slowly, and ice for ten minutes afterwards. If the knee swells or is still sore tomorrow evening, tell me and we will adjust.' }, byTherapist, at(3, 20, 25), answer);
  await say(stairs, { type: 'Read', asPatient: patientId, by: 'patient', readerId: patientAccount.id, through: answer }, byDemoPatient, at(3, 21, 0));
  const thanks = randomUUID();
  await say(stairs, { type: 'Write', ...asPatient, messageId: thanks, content: 'Thank you! Much better today, and the stairs were fine this morning.' }, byDemoPatient, at(2, 9, 15), thanks);
  const visit = randomUUID();
  await say(visit, { type: 'Start', patientId, patientName, subject: 'Your visit on Thursday', from: 'practice', messageId: visit, content: `Hi ${demoPatient.firstName}, I will bring the balance pad on Thursday so we can start single-leg work. Please have a sturdy chair nearby.`, authorId: therapist.id, authorName: therapist.name ?? null }, byTherapist, at(0, 0, 0, 15), visit);
}
