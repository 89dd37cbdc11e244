import { randomUUID } from 'node:crypto';
import { intakeFormSchema, streams, type EventStore, type Role } from '@pt/contracts';
import { handleCommand } from '@pt/contracts/core';
import type { Accounts } from './auth/accounts';
import { ensureAccount, systemMeta } from './auth/seed';
import { intakeDecider } from './intake/decider';
import { requestDecider } from './requests/decider';

/** The demo accounts (demo mode only). The README lists them. */
/** `name`: staff only (a patient's name is in their record). The therapist is the one the About page presents. */
export const demoAccounts: { email: string; password: string; role: Role; name?: string }[] = [
  { email: 'admin@example.com', password: 'demo-admin-1', role: 'admin', name: 'Casey Morgan' },
  { email: 'therapist@example.com', password: 'demo-therapist-1', role: 'therapist', name: 'Jordan Ellis' },
  { email: 'patient@example.com', password: 'demo-patient-1', role: 'patient' },
  { email: 'auditor@example.com', password: 'demo-auditor-1', role: 'auditor', name: 'Riley Chen' },
];

/** Demo accounts every time (idempotent); sample requests only into an empty log. Answers whether the log was empty. */
export async function seedDemo(store: EventStore, accounts: Accounts): Promise<boolean> {
  const wasEmpty = (await store.headPosition()) === null;
  for (const account of demoAccounts) {
    await ensureAccount(accounts, account.email, account.password, account.role, 'demo-data', account.name);
    // Demo data written before staff had names gets them once.
    const existing = account.name === undefined ? null : await accounts.findByEmail(account.email);
    if (existing && existing.name === null) await accounts.setStaffName(existing.id, account.name!, systemMeta('demo-data'));
    // The demo patient's e-mail counts as confirmed (no mailbox to read): it joins records as before (ADR 33).
    if (account.role === 'patient') {
      const patient = await accounts.findByEmail(account.email);
      if (patient && !patient.emailConfirmed) await accounts.confirmEmail(patient.id, null, systemMeta('demo-data'));
    }
  }
  if (!wasEmpty) return false;
  const meta = systemMeta('demo-data');
  await handleCommand(store, streams.contact(randomUUID()), requestDecider, {
    type: 'SubmitContactMessage',
    message: {
      firstName: 'Linda',
      lastName: 'Morales',
      email: 'linda.morales@example.com',
      phone: '(321) 555-0187',
      service: 'post-op-rehab',
      message: 'I had a knee replacement three weeks ago and would like therapy at home in Viera. Are mornings possible?',
      consent: true,
    },
  }, meta, { create: true });
  await handleCommand(store, streams.callback(randomUUID()), requestDecider, {
    type: 'RequestCallback',
    request: { name: 'Marcus Reed', phone: '321-555-0163', reason: 'Shoulder pain after a fall; want to ask about dry needling.', preferredTime: 'afternoon' },
  }, meta, { create: true });
  const form = intakeFormSchema.parse({
    fullName: 'Grace Palmer',
    patientEmail: 'grace.palmer@example.com',
    patientPhone: '(321) 555-0154',
    dateOfBirth: '1949-07-21',
    address: '88 Riverview Dr, Melbourne, FL 32901',
    medicalHistory: ['high-blood-pressure', 'arthritis', 'falls'],
    arthritisType: 'osteoarthritis',
    medications: 'Amlodipine 5 mg',
    surgeries: 'Right knee replacement, March this year',
    primaryDiagnosis: 'Right total knee replacement',
    onsetTime: '6-weeks-3-months',
    symptomLocation: 'Right knee',
    symptomDescription: ['aching', 'stiffness'],
    provokingFactors: ['stairs', 'getting-up'],
    symptomTiming: ['mornings'],
    painBest: 2,
    painWorst: 7,
    painCurrent: 4,
    anatomyData: { 'front-right-knee': 'pain', 'back-right-knee': 'stiffness', 'back-lower-back': 'stiffness' },
    limitations: 'Stairs to my bedroom, getting up from the sofa',
    goals: 'Walk to the mailbox and back without my walker',
  });
  await handleCommand(store, streams.intake(randomUUID()), intakeDecider, { type: 'SubmitIntakeForm', form, patientId: null }, meta, { create: true });
  return true;
}
