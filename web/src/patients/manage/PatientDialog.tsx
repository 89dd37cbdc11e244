import { useCallback, useRef, useState, type ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { unwatchPatientEvent, watchPatientEvent, type PatientListing } from '@pt/contracts';
import { formatDay } from '../../shared/dates';
import { LiveIndicator, useLiveRoom } from '../../shared/live/LiveProvider';
import { isAfter } from '../../shared/live/positions';
import { useStaffAccess } from '../../shared/session/staff-access';
import { useAppDispatch } from '../../shared/redux';
import { Dialog } from '../../shared/ui/Dialog';
import { Tabs } from '../../shared/ui/Tabs';
import { useScrollEdges } from '../../shared/ui/scroll-edges';
import { patientsApi, usePatientQuery } from '../patientsEndpoints';
import { programApi, useProgramQuery } from '../programEndpoints';
import { practiceDay } from '../../shared/practice-day';
import type { AssignPrefill } from './AssignExerciseForm';
import { runningExerciseIds } from './program-status';
import { ExercisesTab } from './ExercisesTab';
import { ProfileTab } from './ProfileTab';
import { ProgressTab } from './ProgressTab';

/** What the dialog offers its other tabs: the exercises the program runs, and the assign form opened with an exercise. */
export interface ProgramAccess {
  runningExerciseIds: ReadonlySet<string>;
  assign: (prefill: AssignPrefill) => void;
}

/**
 * A tab another feature adds to the dialog (composed by app/); these show after Exercises, in order
 * (`last`: after Profile). They are given the patient as the lists show them (no profile, ADR 28).
 */
export interface PatientDialogTab {
  id: string;
  label: string;
  last?: boolean;
  Panel: ComponentType<{ patient: PatientListing; program: ProgramAccess }>;
}

/**
 * The patient management dialog: the exercise program, the tabs other features add (app/ composes
 * them: AI Recommendations), progress and the read-only profile. While it
 * is open the patient's completions, sessions, assignments and measurements arrive live.
 */
export function PatientDialog({ initial, onClose, extraTabs = [] }: { initial: PatientListing; onClose: () => void; extraTabs?: readonly PatientDialogTab[] }) {
  const dispatch = useAppDispatch();
  const { canWrite } = useStaffAccess();
  // Opened from a list item: everything but the Profile tab shows it at once; the record (with the
  // profile, its reading logged) follows. Whichever of the two is newer is shown: both follow live
  // changes, and the list item still does when the record could not be read.
  const { data } = usePatientQuery(initial.id);
  const patient: PatientListing = data && !isAfter(initial.position, data.position) ? data : initial;
  const [tab, setTab] = useState('exercises');
  const tabsBox = useRef<HTMLDivElement>(null);
  useScrollEdges(tabsBox);
  // An exercise another tab asked to assign (an approved recommendation): the Exercises tab opens its form with it.
  const [prefill, setPrefill] = useState<AssignPrefill | null>(null);
  const { data: assignments } = useProgramQuery(initial.id);
  const program: ProgramAccess = {
    runningExerciseIds: runningExerciseIds(assignments ?? [], practiceDay()),
    assign: (exercise) => {
      setPrefill(exercise);
      selectTab('exercises');
    },
  };

  // Once the server has joined us to the patient's room, fetch again what may have changed before.
  // Not the record: its changes reach every record reader's role room, in the patient's room or not.
  const joined = useCallback(() => {
    dispatch(programApi.util.invalidateTags([{ type: 'Program', id: initial.id }, { type: 'Activity', id: initial.id }]));
    dispatch(patientsApi.util.invalidateTags([{ type: 'Progress', id: initial.id }]));
  }, [dispatch, initial.id]);
  useLiveRoom({ join: watchPatientEvent, leave: unwatchPatientEvent, payload: { patientId: initial.id }, joined });

  // On a phone the tabs scroll sideways: the chosen one comes fully into view.
  function selectTab(id: string) {
    setTab(id);
    document.getElementById(`patient-tab-${id}`)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }

  return (
    <Dialog
      size="large"
      title={patient.fullName}
      closeLabel="Close patient"
      testId="patient-dialog"
      subtitle={
        <div className="patient-dialog-subtitle">
          <span className={`tag condition-tag${patient.primaryCondition ? '' : ' is-general'}`}>{patient.primaryCondition || 'General'}</span>
          {/* On a phone the subtitle keeps to the condition and the links: the e-mail and start date are in the Profile tab. */}
          <a href={`mailto:${patient.email}`} className="is-hidden-mobile">
            {patient.email}
          </a>
          <span className="is-hidden-mobile">Started {formatDay(patient.startDate)}</span>
          {/* Rewards, Message and the live state wrap together, never one without the others. */}
          <span className="patient-dialog-links">
            <Link to={`/patient-portal/rewards?patient=${encodeURIComponent(patient.id)}`}>Rewards</Link>
            {canWrite && <Link to={`/staff/messages?new&patient=${encodeURIComponent(patient.id)}&name=${encodeURIComponent(patient.fullName)}`}>Message</Link>}
            <LiveIndicator />
          </span>
        </div>
      }
      onClose={onClose}
    >
      {/* The row of tabs scrolls sideways on a phone: its edges say so (no box of its own). */}
      <div ref={tabsBox} style={{ display: 'contents' }}>
        <Tabs<string>
          idPrefix="patient"
          label={`${patient.fullName}'s record`}
          selected={tab}
          onSelect={selectTab}
          className="patient-dialog-tabs"
          tabs={[
            { id: 'exercises', label: 'Exercises', panel: () => <ExercisesTab patient={patient} prefill={prefill} onPrefillDone={() => setPrefill(null)} /> },
            ...extraTabs.filter((t) => !t.last).map(({ id, label, Panel }) => ({ id, label, panel: () => <Panel patient={patient} program={program} /> })),
            { id: 'progress', label: 'Progress', panel: () => <ProgressTab patient={patient} /> },
            { id: 'profile', label: 'Profile', panel: () => <ProfileTab patient={patient} /> },
            ...extraTabs.filter((t) => t.last).map(({ id, label, Panel }) => ({ id, label, panel: () => <Panel patient={patient} program={program} /> })),
          ]}
        />
      </div>
    </Dialog>
  );
}
