import { dayIn, normalizeEmail, streams, type EventStore, type Profile } from '@pt/contracts';
import { alreadyExists, conflict, DomainError, handleCommand, loadStream, sha256, type CommandMeta, type CommandResult } from '@pt/contracts/core';
import type { AuthenticatedUser } from '../core/http';
import { patientDecider, patientEmailDecider, type PatientRecordData, type PatientState } from './decider';

const emailStream = (email: string) => streams.patientEmail(sha256(normalizeEmail(email)));
const idTaken = "This id already names another patient's record.";

/**
 * Patients' records and their e-mails, read from their streams (no lag). An e-mail names at most
 * one record; an account with the same e-mail is joined to it once it has confirmed the e-mail (ADR 33).
 */
export function createPatientDirectory(store: EventStore, timeZone: string) {
  /** The record the e-mail's claim names, whatever e-mail that record holds. */
  async function claimHolder(email: string): Promise<string | null> {
    return (await loadStream(store, emailStream(email), patientEmailDecider)).state.patientId;
  }

  async function record(patientId: string) {
    const loaded = await loadStream(store, streams.patient(patientId), patientDecider);
    return loaded.state.status === 'recorded' ? { ...loaded, state: loaded.state as Extract<PatientState, { status: 'recorded' }> } : null;
  }

  /**
   * The record the e-mail leads to: its claim's. A claim naming a record that holds another e-mail was
   * left by a create refused after claiming (a racing create took its id first): it leads nowhere, and
   * the next create of the e-mail takes it over (ADR 35). A claim whose record is not there yet (being
   * created, or a crash in between) names its id.
   */
  async function idForEmail(email: string): Promise<string | null> {
    const id = await claimHolder(email);
    if (id === null) return null;
    const found = await record(id);
    return found && normalizeEmail(found.state.email) !== normalizeEmail(email) ? null : id;
  }

  /**
   * The e-mail claim first, then the record: a create the claim refuses (the e-mail has a record)
   * appends nothing. An id that already names a record claims nothing: only the same request again
   * passes (its first result), anything else is a 409 (ADR 35). A create that still fails after
   * claiming (a racing one took the id) leaves a claim that leads nowhere (`idForEmail`).
   */
  async function create(patientId: string, email: string, meta: CommandMeta, append: () => Promise<CommandResult<PatientState>>) {
    const appended = async () => {
      try {
        return await append();
      } catch (error) {
        if (error instanceof DomainError && error.code === 'already-exists') throw alreadyExists(idTaken);
        throw error;
      }
    };
    if ((await loadStream(store, streams.patient(patientId), patientDecider)).revision >= 0) return appended();
    const address = normalizeEmail(email);
    const holder = await claimHolder(address);
    let replacing: string | null = null;
    if (holder !== null && holder !== patientId) {
      const held = await record(holder);
      if (held && normalizeEmail(held.state.email) !== address) replacing = holder;
    }
    await handleCommand(store, emailStream(address), patientEmailDecider, { type: 'ClaimPatientEmail', patientId, email: address, replacing }, meta);
    return appended();
  }

  return {
    idForEmail,
    record,

    createRecord: (patientId: string, data: PatientRecordData, meta: CommandMeta) =>
      create(patientId, data.email, meta, () =>
        handleCommand(store, streams.patient(patientId), patientDecider, { type: 'CreatePatientRecord', record: data }, meta, { create: true, commandId: patientId }),
      ),

    /** The record of the signed-in patient: found by their e-mail, and only once joined to their account. */
    async patientIdOf(user: AuthenticatedUser): Promise<string | null> {
      if (user.role !== 'patient') return null;
      const id = await idForEmail(user.email);
      if (!id) return null;
      const found = await record(id);
      return found?.state.userId === user.id ? id : null;
    },

    /**
     * The record with this e-mail that no account has been joined to yet, or null. An account with the
     * same e-mail is joined to it only once it has confirmed the e-mail (ADR 33).
     */
    async unjoinedRecordFor(email: string): Promise<string | null> {
      const id = await idForEmail(email);
      if (!id) return null;
      const found = await record(id);
      return found && found.state.userId === null ? id : null;
    },

    /**
     * Joins the account to the record with its e-mail, if that one has none yet. Only for an account
     * that has proved it owns the e-mail (`EmailConfirmed`): the caller checks (ADR 33).
     */
    async joinConfirmedAccount(user: AuthenticatedUser, meta: CommandMeta): Promise<string | null> {
      if (user.role !== 'patient') return null;
      const id = await idForEmail(user.email);
      if (!id) return null;
      const found = await record(id);
      if (!found || (found.state.userId !== null && found.state.userId !== user.id)) return null;
      if (found.state.userId === null) await handleCommand(store, streams.patient(id), patientDecider, { type: 'LinkAccount', userId: user.id }, meta);
      return id;
    },

    /**
     * Profile setup or edit: saves it on the patient's record, creating the record (joined to the
     * account) when there is none yet. The client's id names a record it creates. A record the account
     * did not create and is not yet joined to is joined only when `emailConfirmed` (ADR 33); otherwise
     * nothing is saved and `EmailNotConfirmed` is thrown.
     */
    async saveProfile(user: AuthenticatedUser, profile: Profile, meta: CommandMeta, clientId: string, emailConfirmed = false) {
      const createFromProfile = (patientId: string) =>
        handleCommand(
          store,
          streams.patient(patientId),
          patientDecider,
          { type: 'CreateFromProfile', email: normalizeEmail(user.email), userId: user.id, startDate: dayIn(meta.now, timeZone), profile },
          meta,
          { create: true, commandId: patientId },
        );
      const existing = await idForEmail(user.email);
      if (existing) {
        const found = await record(existing);
        // A claim without its record (a crash in between) is completed under the claimed id.
        if (!found) return { patientId: existing, created: true, result: await createFromProfile(existing) };
        if (found.state.userId !== user.id) {
          if (found.state.userId !== null) throw conflict('The practice\'s record with this e-mail belongs to another account. Please contact the practice.');
          if (!emailConfirmed) throw new EmailNotConfirmed();
          await handleCommand(store, streams.patient(existing), patientDecider, { type: 'LinkAccount', userId: user.id }, meta);
        }
        // Saved only on the record joined to this account (the decider checks it as it appends).
        const result = await handleCommand(store, streams.patient(existing), patientDecider, { type: 'SaveProfile', profile, userId: user.id }, meta);
        return { patientId: existing, created: false, result };
      }
      return { patientId: clientId, created: true, result: await create(clientId, user.email, meta, () => createFromProfile(clientId)) };
    },
  };
}

/** Profile setup met a record of the practice's that the account may join only after confirming its e-mail (ADR 33). */
export class EmailNotConfirmed extends Error {
  constructor() {
    super('The e-mail must be confirmed before the record with it is joined to the account.');
    this.name = 'EmailNotConfirmed';
  }
}

export type PatientDirectory = ReturnType<typeof createPatientDirectory>;
