import type { PatientListing, PatientRecord } from '@pt/contracts';
import { formatDay } from '../../shared/dates';
import { LoadFailure, useFailed } from '../../shared/ui/LoadFailure';
import { PageLoading } from '../../shared/ui/PageLoading';
import { usePatientQuery } from '../patientsEndpoints';

const notGiven = <span className="profile-empty">Not provided</span>;

function List({ entries }: { entries: string[] }) {
  if (entries.length === 0) return <dd>{notGiven}</dd>;
  return (
    <dd>
      <ul className="profile-list">
        {entries.map((entry) => (
          <li key={entry}>{entry}</li>
        ))}
      </ul>
    </dd>
  );
}

/**
 * The patient's profile as they entered it at setup: read-only for staff (spec 001). The lists hold
 * no profile (ADR 28): it comes with the record alone (the dialog's fetch, whose reading is logged).
 */
export function ProfileTab({ patient }: { patient: PatientListing }) {
  const record = usePatientQuery(patient.id);
  const failed = useFailed(record.isError, record.error);
  return (
    <section aria-labelledby="profile-title">
      <h3 className="title is-5" id="profile-title">
        Profile
      </h3>
      {record.data ? (
        <ProfileFields patient={record.data} />
      ) : failed ? (
        <LoadFailure what="The profile" error={record.error} retrying={record.isFetching} onRetry={() => void record.refetch()} />
      ) : (
        <PageLoading label="Loading profile..." />
      )}
    </section>
  );
}

function ProfileFields({ patient }: { patient: PatientRecord }) {
  const profile = patient.profile;
  const phone = profile?.phone || patient.phone;
  const birthDate = profile?.dateOfBirth ?? patient.dateOfBirth;
  return (
    <>
      {!profile && (
        <p className="notification is-info is-light">
          {patient.firstName} has not completed the profile setup yet{patient.userId ? '.' : ' and has no portal account yet.'} What staff entered is shown.
        </p>
      )}
      <dl className="profile-fields">
        <dt>Name</dt>
        <dd>
          {profile ? `${profile.firstName} ${profile.lastName}` : patient.fullName}
        </dd>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${patient.email}`}>{patient.email}</a>
        </dd>
        <dt>Primary Condition</dt>
        <dd>{patient.primaryCondition || 'General'}</dd>
        <dt>Start Date</dt>
        <dd>{formatDay(patient.startDate, 'MMMM d, yyyy')}</dd>
        <dt>Phone</dt>
        <dd>{phone ? <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> : notGiven}</dd>
        <dt>Date of Birth</dt>
        <dd>{birthDate ? formatDay(birthDate, 'MMMM d, yyyy') : notGiven}</dd>
        <dt>Medical History</dt>
        <dd className="profile-text">{profile?.medicalHistory || notGiven}</dd>
        <dt>Current Conditions</dt>
        <List entries={profile?.currentConditions ?? []} />
        <dt>Allergies</dt>
        <List entries={profile?.allergies ?? []} />
      </dl>
    </>
  );
}
