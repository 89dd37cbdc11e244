import { useMemo } from 'react';
import { practice, telHref, type PatientRecord } from '@pt/contracts';
import { BookOnline } from '../../public-site/contact/BookOnline';
import { usePortalUser } from '../../shared/session/usePortalUser';

/**
 * The appointments tab (spec 001): the contact page's scheduler, prefilled with the patient's first
 * and last name and account e-mail, and the 24-hour notice to reschedule or cancel with the contact details.
 */
export function AppointmentsPanel({ patient }: { patient: PatientRecord }) {
  const { user } = usePortalUser();
  const firstName = patient.profile?.firstName ?? patient.firstName;
  const lastName = patient.profile?.lastName ?? patient.lastName;
  const known = useMemo(() => ({ firstName, lastName, name: `${firstName} ${lastName}`.trim(), email: user.email }), [firstName, lastName, user.email]);
  return (
    <div className="my-appointments">
      <BookOnline known={known} />
      <div className="notification is-info is-light appointment-notice" data-testid="appointment-notice">
        <p>
          <strong>Need to reschedule or cancel?</strong> Please let us know at least 24 hours before your appointment by phone at{' '}
          <a href={telHref()}>{practice.phone}</a> or by email at <a href={`mailto:${practice.email}`}>{practice.email}</a>.
        </p>
      </div>
    </div>
  );
}
