import { useMemo } from 'react';
import { practice, telHref } from '@pt/contracts';
import { selectSession } from '../../shared/session/session';
import { useAppSelector } from '../../shared/redux';
import { ExternalIcon } from '../../shared/ui/icons';
import { useMediaQuery } from '../../shared/useMediaQuery';
import { PageLoading } from '../../shared/ui/PageLoading';
import { useAppointmentTypesQuery } from './contactEndpoints';
import { SchedulerEmbed } from './SchedulerEmbed';
import {
  defaultSchedulingUrl,
  pickAppointmentTypes,
  schedulingLink,
  type AppointmentType,
  type Visitor,
} from './scheduling';
import './booking.scss';

/** At this width and below the scheduling page opens in a new tab instead of in place. */
const smallScreen = '(max-width: 768px)';

/** `known`: what the visitor told us on this page (the message form), passed on to the scheduler. */
export function BookOnline({ known }: { known?: Visitor }) {
  const { data: types, isLoading } = useAppointmentTypesQuery();
  const isSmall = useMediaQuery(smallScreen);
  const { user, status } = useAppSelector(selectSession);
  // A signed-in visitor's e-mail is known too (the portal keeps no name until the profile exists).
  const signedInEmail = status === 'signedIn' ? user?.email : undefined;

  const visitor = useMemo<Visitor | undefined>(() => {
    const email = known?.email ?? signedInEmail;
    return known || email ? { ...known, email } : undefined;
  }, [known, signedInEmail]);

  if (isLoading) return <PageLoading label="Loading appointment types..." />;

  const { pt, lymphedema } = pickAppointmentTypes(types ?? []);
  const ptUrl = schedulingLink(pt?.scheduling_url ?? defaultSchedulingUrl, visitor);

  return (
    <div className="book-online">
      <h2 className="title is-4">Book Online</h2>
      <p className="mb-4">
        Choose your appointment type and a time that suits you. Your therapist comes to your home, gym or office.
      </p>

      {(pt || lymphedema) && (
        <div className="columns is-variable is-3">
          {pt && (
            <div className="column">
              <AppointmentTypeCard
                type={pt}
                description="With our physical therapist: dry needling, manual therapy, injury rehab, movement analysis."
                visitor={visitor}
                testId="appointment-type-pt"
              />
            </div>
          )}
          {lymphedema && (
            <div className="column">
              <AppointmentTypeCard
                type={lymphedema}
                description="With our occupational and lymphedema therapist: swelling management and hand therapy."
                visitor={visitor}
                testId="appointment-type-lymphedema"
              />
            </div>
          )}
        </div>
      )}

      {isSmall ? (
        <div className="card scheduler-mobile">
          <div className="card-content">
            <h3 className="title is-5">Pick a time</h3>
            <p className="mb-4">The booking calendar opens in a new tab so it fits your screen.</p>
            <a className="button is-primary is-fullwidth" href={ptUrl} target="_blank" rel="noopener noreferrer">
              <span>Open Scheduling Page</span>
              <ExternalIcon />
            </a>
          </div>
        </div>
      ) : (
        <SchedulerEmbed url={ptUrl} fallbackUrl={ptUrl} visitor={visitor} />
      )}

      <p className="help-text mt-4">
        Need help choosing? Call <a href={telHref()}>{practice.phone}</a> for a free phone consultation.
      </p>
    </div>
  );
}

function AppointmentTypeCard({
  type,
  description,
  visitor,
  testId,
}: {
  type: AppointmentType;
  description: string;
  visitor: Visitor | undefined;
  testId: string;
}) {
  return (
    <article className="card appointment-type" data-testid={testId}>
      <div className="card-content">
        <h3 className="title is-6 mb-2" id={`${testId}-name`}>
          {type.name}
        </h3>
        <p className="appointment-duration">{type.duration} minutes</p>
        <p className="appointment-description">{description}</p>
        <a
          className="button is-primary is-outlined mt-3"
          href={schedulingLink(type.scheduling_url, visitor)}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={`${testId}-name`}
        >
          <span>Schedule</span>
          <ExternalIcon />
        </a>
      </div>
    </article>
  );
}
