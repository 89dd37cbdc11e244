import { formatDistanceToNow } from 'date-fns';
import { recentPatientActivity } from './patient-search';
import { usePatientsQuery } from './patientsEndpoints';
import './patients.scss';

/** The dashboard's 'Recent activity': patients added by staff and profiles completed, newest first, live. */
export function RecentPatientActivity() {
  const { data, isLoading } = usePatientsQuery('');
  const items = recentPatientActivity(data ?? [], 5);
  return (
    <section className="box recent-patients" aria-labelledby="recent-patients-title">
      <h2 className="title is-5" id="recent-patients-title">
        Recent activity
      </h2>
      {isLoading ? (
        <p className="empty-text is-compact">Loading...</p>
      ) : items.length === 0 ? (
        <p className="empty-text is-compact">No patient activity yet.</p>
      ) : (
        <ul className="recent-patient-list" aria-live="polite" aria-relevant="additions">
          {items.map((item) => (
            <li key={`${item.kind}-${item.patient.id}`}>
              <span className="recent-patient-what">
                <strong>{item.patient.fullName}</strong> {item.kind === 'added' ? 'was added' : 'completed their profile'}
              </span>
              <time dateTime={item.at} className="recent-patient-when">
                {formatDistanceToNow(new Date(item.at), { addSuffix: true })}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
