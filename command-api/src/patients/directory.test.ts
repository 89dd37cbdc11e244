import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { streams } from '@pt/contracts';
import { handleCommand, sha256, type CommandMeta } from '@pt/contracts/core';
import { memoryStreams } from '../core/testing/memory-streams';
import { patientEmailDecider } from './decider';
import { createPatientDirectory } from './directory';

const therapist = { kind: 'user' as const, userId: 'u-therapist', role: 'therapist' as const };
const meta = (actor: CommandMeta['actor'] = therapist): CommandMeta => ({ actor, correlationId: randomUUID(), causationId: randomUUID(), now: new Date('2026-11-28T15:00:00Z') });
const recordData = (email: string, firstName = 'Alice') => ({ firstName, lastName: 'Archer', email, phone: '', dateOfBirth: null, primaryCondition: 'Shoulder', startDate: '2026-11-28' });
const profile = { firstName: 'Bob', lastName: 'Baker', dateOfBirth: null, phone: '', emergencyContact: '', emergencyPhone: '', medicalHistory: '', currentConditions: [], allergies: [], medications: [] };
const claimsOf = (email: string) => streams.patientEmail(sha256(email));

/** Alice's record P, and bob's e-mail claimed for P as a create refused after claiming left it (a race lost). */
async function leftClaim() {
  const log = memoryStreams();
  const directory = createPatientDirectory(log.store, 'America/New_York');
  const alice = 'alice@example.com';
  const bob = 'bob@example.com';
  const P = randomUUID();
  await directory.createRecord(P, recordData(alice), meta());
  await handleCommand(log.store, claimsOf(bob), patientEmailDecider, { type: 'ClaimPatientEmail', patientId: P, email: bob }, meta());
  return { ...log, directory, alice, bob, P };
}

describe('the patient directory (ADR 35)', () => {
  it('refuses an id that names a record already, before claiming the new e-mail; the same request again answers its first result', async () => {
    const log = memoryStreams();
    const directory = createPatientDirectory(log.store, 'America/New_York');
    const P = randomUUID();
    const sent = meta();
    const first = await directory.createRecord(P, recordData('alice@example.com'), sent);
    await expect(directory.createRecord(P, recordData('bob@example.com', 'Bob'), meta())).rejects.toMatchObject({ code: 'already-exists', message: "This id already names another patient's record." });
    expect(log.types(claimsOf('bob@example.com'))).toEqual([]);
    const again = await directory.createRecord(P, recordData('alice@example.com'), sent);
    expect(again).toMatchObject({ repeated: true, position: first.position });
    expect(log.types(claimsOf('alice@example.com'))).toEqual(['PatientEmailClaimed']);
  });

  it('a claim naming a record of another e-mail leads nowhere: no record for the e-mail, none to join, none of the account', async () => {
    const { directory, bob, P } = await leftClaim();
    expect(await directory.idForEmail(bob)).toBeNull();
    expect(await directory.unjoinedRecordFor(bob)).toBeNull();
    const user = { id: 'u-bob', email: bob, role: 'patient' as const, name: null };
    expect(await directory.patientIdOf(user)).toBeNull();
    expect(await directory.joinConfirmedAccount(user, meta())).toBeNull();
    expect((await directory.record(P))!.state).toMatchObject({ email: 'alice@example.com', userId: null });
  });

  it('the next create of that e-mail takes the claim over at once', async () => {
    const { directory, types, bob } = await leftClaim();
    const Q = randomUUID();
    await directory.createRecord(Q, recordData(bob, 'Bob'), meta());
    expect(await directory.idForEmail(bob)).toBe(Q);
    expect(types(claimsOf(bob))).toEqual(['PatientEmailClaimed', 'PatientEmailClaimed']);
  });

  it("profile setup with that e-mail makes the account its own record and leaves the other's alone", async () => {
    const { directory, types, bob, P } = await leftClaim();
    const user = { id: 'u-bob', email: bob, role: 'patient' as const, name: null };
    const Q = randomUUID();
    const saved = await directory.saveProfile(user, profile, meta({ kind: 'user', userId: user.id, role: 'patient' }), Q, true);
    expect(saved).toMatchObject({ patientId: Q, created: true });
    expect(await directory.patientIdOf(user)).toBe(Q);
    expect(types(streams.patient(P))).toEqual(['PatientRecordCreated']);
  });

  it("profile setup naming another patient's record id claims nothing", async () => {
    const log = memoryStreams();
    const directory = createPatientDirectory(log.store, 'America/New_York');
    const P = randomUUID();
    await directory.createRecord(P, recordData('alice@example.com'), meta());
    const user = { id: 'u-carol', email: 'carol@example.com', role: 'patient' as const, name: null };
    await expect(directory.saveProfile(user, profile, meta({ kind: 'user', userId: user.id, role: 'patient' }), P, true)).rejects.toMatchObject({ code: 'already-exists' });
    expect(log.types(claimsOf('carol@example.com'))).toEqual([]);
    expect(log.types(streams.patient(P))).toEqual(['PatientRecordCreated']);
  });
});
