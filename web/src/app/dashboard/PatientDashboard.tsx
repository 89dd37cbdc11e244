import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { practice, refreshRoomsEvent, type PatientRecord } from '@pt/contracts';
import { useMyExercisesQuery, useMyStatsQuery } from '../../my-program/myProgramEndpoints';
import { refetchShown } from '../../shared/api/refetch-shown';
import { StatCards } from '../../my-program/StatCards';
import { programToday } from '../../my-program/today';
import { useRewardsSummaryQuery } from '../../rewards/rewardsEndpoints';
import { useLiveRoom } from '../../shared/live/LiveProvider';
import { useAppDispatch } from '../../shared/redux';
import { Tabs } from '../../shared/ui/Tabs';
import { chosenPatientTab, patientSections } from './patient-sections';
import { useChosenTab } from '../../shared/useChosenTab';
import '../../shared/ui/portal-page.scss';
import './patient-dashboard.scss';
import { messagesApi } from '../../messages/messagesEndpoints';

/**
 * The dashboard of a patient with a profile (spec 001): a greeting, the four stat cards and the tabs
 * of patient-sections.ts. It follows the patient's own room, so a new assignment shows without reload.
 */
export default function PatientDashboard({ patient }: { patient: PatientRecord }) {
  const [params, setParams] = useSearchParams();
  const dispatch = useAppDispatch();
  const { data: stats } = useMyStatsQuery();
  const { data: exercises } = useMyExercisesQuery();
  const { data: rewards } = useRewardsSummaryQuery('me');
  const [selected, chooseTab] = useChosenTab(chosenPatientTab(params.get('tab')));
  const firstName = patient.profile?.firstName ?? patient.firstName;
  const today = exercises ? programToday(exercises) : undefined;
  // "Welcome back" only to a patient who has been exercising; a first visit is welcomed, not welcomed back.
  const returning = !!rewards?.lastActivityDate || !!stats?.daysStreak || !!stats?.progressThisWeek.completed || !!exercises?.some((a) => a.today.done > 0);

  // The server joins a patient's socket to their record's room as it connects; a record made by
  // profile setup after that needs asking again. Once joined (after every connection), what may have
  // changed before is fetched: only the reads with an answer on screen (a failed one keeps its Try again).
  const refetchOwn = useCallback(() => {
    void dispatch(refetchShown(['MyExercises', 'MyStats', 'MyProgress', 'Recommendation']));
    // The conversations too, the unread count's among them (refused before profile setup made the record).
    dispatch(messagesApi.util.invalidateTags(['Conversations']));
  }, [dispatch]);
  useLiveRoom({ join: refreshRoomsEvent, payload: undefined, joined: refetchOwn });

  const tabs = patientSections.map(({ id, label, Panel }) => ({ id, label, panel: () => <Panel patient={patient} patientId={patient.id} /> }));
  return (
    <section className="section portal-page patient-dashboard">
      <title>{`Dashboard | ${practice.name}`}</title>
      <div className="container">
        <h1 className="title is-3 portal-greeting">
          {returning ? 'Welcome back' : 'Welcome'}, {firstName}!
        </h1>
        <p className="subtitle is-6 portal-lead">Here is your program for today.</p>
        <StatCards stats={stats} today={today} />
        <Tabs idPrefix="patient" label="Your dashboard" tabs={tabs} selected={selected} onSelect={(tab) => chooseTab(tab, () => setParams({ tab }, { replace: true }))} className="patient-tabs" />
      </div>
    </section>
  );
}
