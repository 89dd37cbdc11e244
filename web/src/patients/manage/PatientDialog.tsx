import { useCallback, useState, type ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { unwatchPatientEvent, watchPatientEvent, type PatientRecord } from '@pt/contracts';
import { formatDay } from '../../shared/dates';
import { LiveIndicator, useLiveRoom } from '../../shared/live/LiveProvider';
import { useAppDispatch } from '../../shared/redux';
import { Dialog } from '../../shared/ui/Dialog';
import { Tabs } from '../../shared/ui/Tabs';
import { patientsApi, usePatientQuery } from '../patientsEndpoints';
import { programApi } from '../programEndpoints';
import { ExercisesTab } from './ExercisesTab';
import { ProfileTab } from './ProfileTab';
import { ProgressTab } from './ProgressTab';

/** A tab another feature adds to the dialog (composed by app/); these show after Exercises, in order. */
export interface PatientDialogTab {
  id: string;
  label: string;
  Panel: ComponentType<{ patient: PatientRecord }>;
}

/**
 * The patient management dialog: the exercise program, the tabs other features add (app/ composes
 * them: AI Recommendations), progress and the read-only profile. While it
 * is open the patient's completions, sessions, assignments and measurements arrive live.
 */
export function PatientDialog({ initial, onClose, extraTabs = [] }: { initial: PatientRecord; onClose: () => void; extraTabs?: readonly PatientDialogTab[] }) {
  const dispatch = useAppDispatch();
  const { data } = usePatientQuery(initial.id);
  const patient = data ?? initial;
  const [tab, setTab] = useState('exercises');

  // Once the server has joined us to the patient's room, fetch again what may have changed before.
  const joined = useCallback(() => {
    dispatch(programApi.util.invalidateTags([{ type: 'Program', id: initial.id }, { type: 'Activity', id: initial.id }]));
    dispatch(patientsApi.util.invalidateTags([{ type: 'Progress', id: initial.id }]));
  }, [dispatch, initial.id]);
  useLiveRoom({ join: watchPatientEvent, leave: unwatchPatientEvent, payload: { patientId: initial.id }, joined });

  return (
    <Dialog
      size="large"
      title={patient.fullName}
      closeLabel="Close patient"
      testId="patient-dialog"
      subtitle={
        <div className="patient-dialog-subtitle">
          <span className={`tag condition-tag${patient.primaryCondition ? '' : ' is-general'}`}>{patient.primaryCondition || 'General'}</span>
          <a href={`mailto:${patient.email}`}>{patient.email}</a>
          <span>Started {formatDay(patient.startDate)}</span>
          <Link to={`/patient-portal/rewards?patient=${encodeURIComponent(patient.id)}`}>Rewards</Link>
          <LiveIndicator />
        </div>
      }
      onClose={onClose}
    >
      <Tabs<string>
        idPrefix="patient"
        label={`${patient.fullName}'s record`}
        selected={tab}
        onSelect={setTab}
        tabs={[
          { id: 'exercises', label: 'Exercises', panel: () => <ExercisesTab patient={patient} /> },
          ...extraTabs.map(({ id, label, Panel }) => ({ id, label, panel: () => <Panel patient={patient} /> })),
          { id: 'progress', label: 'Progress', panel: () => <ProgressTab patient={patient} /> },
          { id: 'profile', label: 'Profile', panel: () => <ProfileTab patient={patient} /> },
        ]}
      />
    </Dialog>
  );
}
