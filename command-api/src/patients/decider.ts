import type { EventData, EventOf, LeaderboardVisibility, Profile } from '@pt/contracts';
import { alreadyExists, conflict, notFound, type Decider } from '@pt/contracts/core';

/** A patient's record: stream `patient-<id>`. */
export type PatientEvent = EventOf<'PatientRecordCreated' | 'PatientAccountLinked' | 'PatientProfileSaved' | 'LeaderboardPreferenceSet'>;
export type PatientRecordData = EventData<'PatientRecordCreated'>;

export type PatientState =
  | { status: 'none' }
  | { status: 'recorded'; email: string; userId: string | null; profile: Profile | null; leaderboard: LeaderboardVisibility };

export type PatientCommand =
  | { type: 'CreatePatientRecord'; record: PatientRecordData }
  /** Profile setup by a patient who has no record yet: the record, its account and the profile at once. */
  | { type: 'CreateFromProfile'; email: string; userId: string; startDate: string; profile: Profile }
  | { type: 'LinkAccount'; userId: string }
  /** The patient's own profile: saved only on the record joined to `userId`, the account saving it (ADR 35). */
  | { type: 'SaveProfile'; profile: Profile; userId: string }
  | { type: 'SetLeaderboardVisibility'; visibility: LeaderboardVisibility };

const sameProfile = (a: Profile | null, b: Profile) => a !== null && JSON.stringify(a) === JSON.stringify(b);

export const patientDecider: Decider<PatientState, PatientCommand, PatientEvent> = {
  events: ['PatientRecordCreated', 'PatientAccountLinked', 'PatientProfileSaved', 'LeaderboardPreferenceSet'],
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'PatientRecordCreated':
        return { status: 'recorded', email: event.data.email, userId: null, profile: null, leaderboard: 'name' };
      case 'PatientAccountLinked':
        return state.status === 'recorded' ? { ...state, userId: event.data.userId } : state;
      case 'PatientProfileSaved':
        return state.status === 'recorded' ? { ...state, profile: event.data } : state;
      case 'LeaderboardPreferenceSet':
        return state.status === 'recorded' ? { ...state, leaderboard: event.data.visibility } : state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreatePatientRecord':
        if (state.status !== 'none') throw alreadyExists('This patient record already exists.');
        return [{ type: 'PatientRecordCreated', data: command.record }];
      case 'CreateFromProfile': {
        if (state.status !== 'none') throw alreadyExists('This patient record already exists.');
        const { profile } = command;
        return [
          {
            type: 'PatientRecordCreated',
            data: { firstName: profile.firstName, lastName: profile.lastName, email: command.email, phone: profile.phone, dateOfBirth: profile.dateOfBirth, primaryCondition: profile.currentConditions[0] ?? '', startDate: command.startDate },
          },
          { type: 'PatientAccountLinked', data: { userId: command.userId } },
          { type: 'PatientProfileSaved', data: profile },
        ];
      }
      case 'LinkAccount':
        if (state.status !== 'recorded') throw notFound('No such patient.');
        if (state.userId === command.userId) return [];
        if (state.userId !== null) throw conflict('This patient record belongs to another account.');
        return [{ type: 'PatientAccountLinked', data: { userId: command.userId } }];
      case 'SaveProfile':
        if (state.status !== 'recorded') throw notFound('No such patient.');
        if (state.userId !== command.userId) throw conflict('This patient record belongs to another account.');
        // Saving what is already there changes nothing.
        return sameProfile(state.profile, command.profile) ? [] : [{ type: 'PatientProfileSaved', data: command.profile }];
      case 'SetLeaderboardVisibility':
        if (state.status !== 'recorded') throw notFound('No such patient.');
        return state.leaderboard === command.visibility ? [] : [{ type: 'LeaderboardPreferenceSet', data: { visibility: command.visibility } }];
    }
  },
};

/** The claim that makes a patient's e-mail unique: stream `patientEmail-<sha256(email)>`. */
export type PatientEmailEvent = EventOf<'PatientEmailClaimed'>;
export type PatientEmailState = { patientId: string | null };
/**
 * `replacing`: the claim this one takes over, or null. Only a dead claim is named: one left by a create
 * refused after it, whose id names a record with another e-mail (ADR 35); the caller finds it so.
 */
export type PatientEmailCommand = { type: 'ClaimPatientEmail'; patientId: string; email: string; replacing?: string | null };

export const patientEmailDecider: Decider<PatientEmailState, PatientEmailCommand, PatientEmailEvent> = {
  events: ['PatientEmailClaimed'],
  initialState: () => ({ patientId: null }),
  evolve: (_state, event) => ({ patientId: event.data.patientId }),
  decide(command, state) {
    if (state.patientId === command.patientId) return [];
    if (state.patientId !== (command.replacing ?? null)) throw alreadyExists('A patient with this email already exists.');
    return [{ type: 'PatientEmailClaimed', data: { patientId: command.patientId, email: command.email } }];
  },
};
