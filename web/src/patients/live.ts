import type { Exercise } from '@pt/contracts';
import { invalidateOnReconnect, registerLiveHandler, type LiveHandler } from '../shared/live/live-registry';
import { applyPatientChange } from '../shared/live/patient-change';
import { isAfter, upsertNewer } from '../shared/live/positions';
import { readAgainIfOnItsWay } from '../shared/live/read-again';
import type { AppDispatch, RootState } from '../shared/redux';
import { activityDuringFetches, applyActivityChange, patientOfChange, type LiveActivityChange } from './activity-cache';
import { applyMeasurement, measurementsDuringFetches } from './measurement-cache';
import { patientChangesDuringFetches } from './patient-cache';
import { matchesPatientSearch, patientOrder } from './patient-search';
import { patientSearchTag, patientsApi } from './patientsEndpoints';
import { programApi } from './programEndpoints';

const activeInOrder = (a: Exercise, b: Exercise) => (a.category === b.category ? a.name.localeCompare(b.name) < 0 : a.category < b.category);

/**
 * A record changed: every cached list it belongs to (by its search) and the record itself follow,
 * also a record on its way (patient-cache.ts). The message carries no profile (ADR 28): the cached
 * record keeps its own, and is fetched again when the patient saved a new one.
 */
export const patchPatients: LiveHandler<'patient.changed'> = (message, dispatch) => {
  const patient = message.data.patient;
  const change = { patient, position: message.position };
  patientChangesDuringFetches.note(change);
  dispatch((dispatchAgain, getState: () => RootState) => {
    for (const search of patientsApi.util.selectCachedArgsForQuery(getState(), 'patients')) {
      dispatchAgain(
        patientsApi.util.updateQueryData('patients', search, (draft) => {
          upsertNewer(draft, patient, message.position, { before: patientOrder, keep: (p) => matchesPatientSearch(p, search) });
        }),
      );
      readAgainIfOnItsWay(dispatchAgain, patientsApi.endpoints.patients.select(search)(getState() as never), patientsApi.util.invalidateTags([patientSearchTag(search)]));
    }
    let newProfile = false;
    dispatchAgain(
      patientsApi.util.updateQueryData('patient', patient.id, (draft) => {
        newProfile = applyPatientChange(draft, change);
      }),
    );
    if (newProfile) dispatchAgain(patientsApi.util.invalidateTags([{ type: 'Patient', id: patient.id }]));
  });
};

/**
 * An assignment changed: patch it in the open program; a new one brings its exercise, so fetch the
 * program, as a program on its way (its answer may predate the change) once it lands.
 */
const patchProgram: LiveHandler<'assignment.changed'> = (message, dispatch) => {
  const { assignment } = message.data;
  dispatch((dispatchAgain, getState: () => RootState) => {
    let known = false;
    dispatchAgain(
      programApi.util.updateQueryData('program', assignment.patientId, (draft) => {
        const current = draft.find((a) => a.id === assignment.id);
        if (!current) return;
        known = true;
        if (isAfter(message.position, current.position)) Object.assign(current, assignment, { position: message.position });
      }),
    );
    dispatchAgain(programApi.util.invalidateTags([{ type: 'Activity', id: assignment.patientId }]));
    const readAgain = programApi.util.invalidateTags([{ type: 'Program', id: assignment.patientId }]);
    if (!known) dispatchAgain(readAgain);
    else readAgainIfOnItsWay(dispatchAgain, programApi.endpoints.program.select(assignment.patientId)(getState() as never), readAgain);
  });
};

/**
 * A completion or a session arrives at once in the open activity, and again once a fetch of it that
 * was already on its way lands (activity-cache.ts); the stat line is fetched again.
 */
const showActivity = (change: LiveActivityChange, dispatch: AppDispatch) => {
  const patientId = patientOfChange(change);
  activityDuringFetches.note(change);
  dispatch(programApi.util.updateQueryData('activity', patientId, (draft) => applyActivityChange(draft, change)));
  dispatch(programApi.util.invalidateTags([{ type: 'Activity', id: patientId }]));
};
const addCompletion: LiveHandler<'completion.recorded'> = (message, dispatch) => showActivity({ completion: message.data.completion, position: message.position }, dispatch);
const addSession: LiveHandler<'session.recorded'> = (message, dispatch) => showActivity({ session: message.data.session, position: message.position }, dispatch);

/**
 * A measurement shows at once in the open chart, and again once a fetch of the list that was already
 * on its way lands (measurement-cache.ts).
 */
const addMeasurement: LiveHandler<'measurement.recorded'> = (message, dispatch) => {
  const change = { measurement: message.data.measurement, position: message.position };
  measurementsDuringFetches.note(change);
  dispatch(patientsApi.util.updateQueryData('progress', change.measurement.patientId, (draft) => applyMeasurement(draft, change)));
};

/** The exercises to choose from follow the library; programs show an edited exercise's new name. */
const patchExercise: LiveHandler<'exercise.changed'> = (message, dispatch) => {
  const { exercise } = message.data;
  dispatch((dispatchAgain, getState: () => RootState) => {
    dispatchAgain(
      programApi.util.updateQueryData('exerciseChoices', undefined, (draft) => {
        upsertNewer(draft, exercise, message.position, { before: activeInOrder, keep: (e) => e.isActive });
      }),
    );
    readAgainIfOnItsWay(dispatchAgain, programApi.endpoints.exerciseChoices.select()(getState() as never), programApi.util.invalidateTags(['ExerciseChoice']));
    for (const patientId of programApi.util.selectCachedArgsForQuery(getState(), 'program')) {
      dispatchAgain(
        programApi.util.updateQueryData('program', patientId, (draft) => {
          for (const assignment of draft) {
            if (assignment.exerciseId === exercise.id && (!assignment.exercise || isAfter(message.position, assignment.exercise.position))) {
              assignment.exercise = { ...exercise, position: message.position };
            }
          }
        }),
      );
      readAgainIfOnItsWay(dispatchAgain, programApi.endpoints.program.select(patientId)(getState() as never), programApi.util.invalidateTags([{ type: 'Program', id: patientId }]));
    }
  });
};

export function registerPatientsLiveUpdates(): void {
  registerLiveHandler('patient.changed', patchPatients);
  registerLiveHandler('assignment.changed', patchProgram);
  registerLiveHandler('completion.recorded', addCompletion);
  registerLiveHandler('session.recorded', addSession);
  registerLiveHandler('measurement.recorded', addMeasurement);
  registerLiveHandler('exercise.changed', patchExercise);
  invalidateOnReconnect(patientsApi.util.invalidateTags(['Patient', 'Progress']));
  invalidateOnReconnect(programApi.util.invalidateTags(['Program', 'Activity', 'ExerciseChoice']));
}
