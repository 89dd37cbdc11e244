import type { Ref } from 'react';
import type { PatientListing } from '@pt/contracts';
import { formatDay } from '../shared/dates';

/** One patient in the list: name, e-mail, primary condition (or 'General') and start date. `nameRef`: the name, which the app may give the focus to. */
export function PatientCard({ patient, actionLabel, onOpen, nameRef }: { patient: PatientListing; actionLabel: string; onOpen: (patient: PatientListing) => void; nameRef?: Ref<HTMLHeadingElement> }) {
  const headingId = `patient-${patient.id}`;
  return (
    <article className="patient-card box" aria-labelledby={headingId} data-testid="patient-card" data-id={patient.id}>
      <div className="patient-card-top">
        <h3 className="title is-5 patient-name" id={headingId} ref={nameRef} tabIndex={-1}>
          {patient.fullName}
        </h3>
        <span className={`tag condition-tag${patient.primaryCondition ? '' : ' is-general'}`}>{patient.primaryCondition || 'General'}</span>
      </div>
      <p className="patient-email">
        <a href={`mailto:${patient.email}`}>{patient.email}</a>
      </p>
      <p className="patient-start">
        <span className="field-caption">Start date</span> {formatDay(patient.startDate)}
      </p>
      {!patient.userId && <p className="patient-no-account">No portal account yet</p>}
      <div className="card-actions">
        <button type="button" className="button is-small is-primary" aria-describedby={headingId} onClick={() => onOpen(patient)}>
          {actionLabel}
        </button>
      </div>
    </article>
  );
}
