import { patientListingOf, type EventOf, type PatientRecord } from '@pt/contracts';
import { defineProjection } from '@pt/contracts/core';
import { patientRoom, recordReaders } from './rooms';

type PatientEvent = EventOf<'PatientRecordCreated' | 'PatientAccountLinked' | 'PatientProfileSaved'>;
const idOf = (stream: string) => stream.slice('patient-'.length);

/** Patients' records with their profiles: the staff list and dialog, the patient's own profile. */
export const patientsProjection = defineProjection<PatientRecord, PatientEvent>({
  name: 'patients',
  version: 1,
  handles: ['PatientRecordCreated', 'PatientAccountLinked', 'PatientProfileSaved'],
  indexes: [{ lastName: 1, firstName: 1 }, { email: 1 }, { userId: 1 }],
  documentId: (event) => idOf(event.stream),
  namedBy: (id) => id,
  evolve(patient, event) {
    switch (event.type) {
      case 'PatientRecordCreated': {
        const d = event.data;
        return {
          id: idOf(event.stream),
          ...d,
          fullName: `${d.firstName} ${d.lastName}`,
          createdAt: event.metadata.at,
          userId: null,
          profile: null,
          profileSavedAt: null,
          revision: event.revision,
          position: event.position,
        };
      }
      case 'PatientAccountLinked':
        return patient && { ...patient, userId: event.data.userId, revision: event.revision };
      case 'PatientProfileSaved': {
        if (!patient) return null;
        const { firstName, lastName, phone, dateOfBirth } = event.data;
        // The names, phone and birth date the patient gives are the record's from then on.
        return {
          ...patient,
          firstName,
          lastName,
          fullName: `${firstName} ${lastName}`,
          phone: phone || patient.phone,
          dateOfBirth: dateOfBirth ?? patient.dateOfBirth,
          profile: event.data,
          profileSavedAt: event.metadata.at,
          revision: event.revision,
        };
      }
    }
  },
  // Without the profile: staff read it with the record alone, each reading logged (ADR 28); the patient's own screens fetch theirs.
  live: (patient) => (patient ? [{ type: 'patient.changed', rooms: [...recordReaders, ...patientRoom(patient.id)], data: { patient: patientListingOf(patient) } }] : []),
});
