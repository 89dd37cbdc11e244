import type { PatientListing } from '@pt/contracts';
import { formatDay } from '../../shared/dates';
import { useStaffAccess } from '../../shared/session/staff-access';
import { LoadFailure, useFailed } from '../../shared/ui/LoadFailure';
import { PageLoading } from '../../shared/ui/PageLoading';
import { useProgressQuery } from '../patientsEndpoints';
import { ExercisePain } from './ExercisePain';
import { MeasurementForm } from './MeasurementForm';
import { ProgressChart } from '../../shared/progress-chart/ProgressChart';

/** The Progress tab: the chart of pain and mobility, recording a measurement, the measurements so far, and the pain given with exercises. */
export function ProgressTab({ patient }: { patient: PatientListing }) {
  const { canWrite } = useStaffAccess();
  const { data, isLoading, isError, error, refetch, isFetching } = useProgressQuery(patient.id);
  const failed = useFailed(isError, error);
  const measurements = data ?? [];
  const latestFirst = [...measurements].reverse().slice(0, 10);

  return (
    <div className="columns is-variable is-5 progress-tab">
      <div className={canWrite ? 'column is-7' : 'column'}>
        {failed ? (
          <LoadFailure what="The progress" error={error} retrying={isFetching} onRetry={() => void refetch()} />
        ) : isLoading ? (
          <PageLoading label="Loading progress..." />
        ) : measurements.length === 0 ? (
          <div className="empty-state box" data-testid="progress-empty">
            <h3 className="title is-5">No Progress Data Yet</h3>
            <p>Pain and mobility measurements appear here as a chart once they are recorded.</p>
          </div>
        ) : (
          <>
            <ProgressChart measurements={measurements} />
            <h3 className="title is-6 mt-4" id="measurements-title">
              Latest measurements
            </h3>
            {/* Focusable, so a keyboard can scroll it sideways on a narrow screen. */}
            <div className="table-scroll" role="region" aria-labelledby="measurements-title" tabIndex={0}>
              <table className="measurement-table" data-testid="measurements">
                <thead>
                  <tr>
                    <th scope="col">Date</th>
                    <th scope="col">Measurement</th>
                    <th scope="col">By</th>
                  </tr>
                </thead>
                <tbody>
                  {latestFirst.map((m) => (
                    <tr key={m.id}>
                      <td>{formatDay(m.measurementDate)}</td>
                      <td>
                        {m.measurementType === 'pain' ? `Pain ${m.value}/10` : `Mobility ${m.value}%`}
                        {(m.bodyPart || m.notes) && <span className="measurement-notes">{[m.bodyPart, m.notes].filter(Boolean).join(' · ')}</span>}
                      </td>
                      <td>{m.measuredByRole === 'patient' ? 'Patient' : 'Staff'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
        <ExercisePain patientId={patient.id} />
      </div>
      {canWrite && (
        <div className="column is-5">
          <MeasurementForm patient={patient} />
        </div>
      )}
    </div>
  );
}
