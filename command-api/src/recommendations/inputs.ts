import { dayIn, streams, type Completion, type EventStore, type Exercise, type Measurement } from '@pt/contracts';
import { loadStream } from '@pt/contracts/core';
import type { ReadModels } from '../core/read-models';
import type { PatientDirectory } from '../patients/directory';
import { programDecider } from '../program/decider';
import type { EngineInput } from './engine';

/** What the engine is told about a patient: the record and program from their streams, the library and pain from read models. */
export type RecommendationInputs = (patientId: string, now: Date) => Promise<Omit<EngineInput, 'alreadyRecommended'> | null>;

export function createRecommendationInputs(store: EventStore, patients: PatientDirectory, models: ReadModels, timeZone: string): RecommendationInputs {
  /** The latest pain the patient reported, in a measurement or with a completed exercise: its level, where, and on which day. */
  async function latestPain(patientId: string): Promise<{ level: number; from: 'measurement' | 'completion'; day: string } | null> {
    const [measured] = await models.find<Measurement>('measurements', { patientId, measurementType: 'pain' }, { sort: { measurementDate: -1, createdAt: -1 }, limit: 1 });
    const [completed] = await models.find<Completion>('completions', { patientId, painLevel: { $ne: null } }, { sort: { completedAt: -1 }, limit: 1 });
    const reports = [
      ...(measured ? [{ day: measured.measurementDate, at: measured.createdAt, level: measured.value, from: 'measurement' as const }] : []),
      ...(completed?.painLevel != null ? [{ day: completed.date, at: completed.completedAt, level: completed.painLevel, from: 'completion' as const }] : []),
    ].sort((a, b) => (a.day === b.day ? a.at.localeCompare(b.at) : a.day.localeCompare(b.day)));
    const latest = reports.at(-1);
    return latest ? { level: latest.level, from: latest.from, day: latest.day } : null;
  }

  return async (patientId, now) => {
    const found = await patients.record(patientId);
    if (!found) return null;
    const today = dayIn(now, timeZone);
    const created = found.events.find((e) => e.type === 'PatientRecordCreated');
    const profile = found.state.profile;
    const [program, library, pain] = await Promise.all([
      loadStream(store, streams.program(patientId), programDecider),
      models.find<Exercise>('exercises', { isActive: true }, { limit: 5000 }),
      latestPain(patientId),
    ]);
    const active = [...program.state.assignments.values()].filter((a) => a.endedOn === null && (a.endDate === null || a.endDate >= today));
    return {
      patient: {
        primaryCondition: created?.type === 'PatientRecordCreated' ? created.data.primaryCondition : '',
        currentConditions: profile?.currentConditions ?? [],
        medicalHistory: profile?.medicalHistory ?? '',
        painLevel: pain?.level ?? null,
        painReported: pain ? { from: pain.from, day: pain.day } : null,
      },
      library,
      inProgram: new Set(active.map((a) => a.exerciseId)),
    };
  };
}
