import { useCallback, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { practice, recordReaderRoles } from '@pt/contracts';
import { useStaffAccess } from '../shared/session/staff-access';
import { CreateReportView } from './CreateReportView';
import { PatientReportsView } from './PatientReportsView';
import { ReportsDashboard } from './ReportsDashboard';
import { paramsOf, viewOf, type OpenView } from './report-view';
import { ViewSwitched } from './view-parts';
import '../shared/ui/staff-panel.scss';
import '../shared/ui/portal-page.scss';
import './progress-reports.scss';

/**
 * /progress-reports (spec 001): the staff's progress reports. One screen that switches in place
 * among the dashboard, a patient's reports and the create-report form; the view is in the address.
 * Therapists and admins write; auditors read; anyone else is turned away.
 */
export function ProgressReportsPage() {
  const { user, canWrite } = useStaffAccess();
  const [params, setParams] = useSearchParams();
  const view = viewOf(params);
  const location = useLocation();
  const navigate = useNavigate();
  const open = useCallback<OpenView>((next) => setParams(paramsOf(next), { state: { inPage: true } }), [setParams]);
  // Back returns to the view this one was opened from; on a view loaded from a link, to the dashboard.
  const cameFromPage = (location.state as { inPage?: boolean } | null)?.inPage === true;
  const back = useCallback(() => (cameFromPage ? navigate(-1) : open({ kind: 'dashboard' })), [cameFromPage, navigate, open]);
  const allowed = recordReaderRoles.includes(user.role);
  // The page as first shown keeps the focus where the browser (or the shell) put it, whether it was
  // opened by its address, a reload or a link of the navigation; once the view has changed in the
  // page, each view shown takes it (Back to the first view too).
  const viewKey = view.kind === 'dashboard' ? 'dashboard' : `${view.kind}:${view.patientId ?? ''}`;
  const [firstView] = useState(viewKey);
  const [movedOn, setMovedOn] = useState(false);
  if (!movedOn && viewKey !== firstView) setMovedOn(true);
  const switched = movedOn || viewKey !== firstView;

  return (
    <section className="section portal-page progress-reports-page">
      <title>{`Progress Reports | ${practice.name}`}</title>
      <div className="container">
        <ViewSwitched.Provider value={switched}>
        {!allowed ? (
          <>
            <header className="portal-header">
              <h1 className="title is-3 portal-greeting">Progress Reports</h1>
            </header>
            <div className="notification is-warning is-light" role="alert">
              Progress reports are for therapists and administrators. <Link to="/patient-portal/dashboard">Go to your dashboard</Link>
            </div>
          </>
        ) : view.kind === 'create' && canWrite ? (
          <CreateReportView key={view.patientId ?? ''} patientId={view.patientId} open={open} back={back} />
        ) : view.kind === 'patient' ? (
          <PatientReportsView key={view.patientId} patientId={view.patientId} open={open} back={back} canWrite={canWrite} />
        ) : (
          <ReportsDashboard open={open} canWrite={canWrite} />
        )}
        </ViewSwitched.Provider>
      </div>
    </section>
  );
}
