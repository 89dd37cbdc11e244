import type { AchievementRecord, ChallengeProgress, CommandAnswer, ExerciseSession, LeaderboardEntry, LeaderboardVisibility, RewardsSummary, SessionsAnswer, WeeklyStats } from '@pt/contracts';
import { api } from '../shared/api/api';
import { rememberWrite } from '../shared/api/read-your-writes';
import { afterRewardsChange } from './read-after';

/** Whose rewards: `me` (the signed-in patient) or a patient id (staff). */
export type PatientKey = string;

export type DemoSession = { totalExercises: number; completedExercises: number; totalMinutes: number };
export type DemoSessionAnswer = { success: true; id: string; position: string; data?: { pointsEarned: number; levelUp: boolean; level: number; newAchievements: AchievementRecord[] }; message?: string };

const path = (patientKey: PatientKey) => encodeURIComponent(patientKey);
const whose = (_result: unknown, _error: unknown, patientKey: PatientKey) => [{ type: 'Rewards' as const, id: patientKey }];
type Data<T> = { data: T };
/** A page of sessions, newest first; `nextBefore` reads on to older ones (null: none). */
export type SessionsPage = { sessions: ExerciseSession[]; nextBefore: string | null };
const sessionsPage = (answer: SessionsAnswer): SessionsPage => ({ sessions: answer.data, nextBefore: answer.nextBefore });
const data = <T,>(answer: Data<T>) => answer.data;

/** Spec 001's `/api/gamification/*` calls, the leaderboard preference and the server's features. */
export const rewardsApi = api.enhanceEndpoints({ addTagTypes: ['Rewards', 'Challenges', 'Leaderboard', 'RewardPreferences', 'Features', 'MyProfile'] }).injectEndpoints({
  endpoints: (build) => ({
    rewardsSummary: build.query<RewardsSummary, PatientKey>({
      query: (key) => ({ url: `/api/gamification/rewards/${path(key)}`, params: afterRewardsChange() }),
      transformResponse: data<RewardsSummary>,
      // Its last activity follows the completions, as the day's challenges do (live.ts).
      providesTags: (_result, _error, key) => [{ type: 'Rewards', id: key }, { type: 'Challenges', id: key }],
      extraOptions: { portal: true },
    }),
    achievements: build.query<AchievementRecord[], PatientKey>({
      query: (key) => ({ url: `/api/gamification/achievements/${path(key)}`, params: afterRewardsChange() }),
      transformResponse: data<AchievementRecord[]>,
      providesTags: whose,
      extraOptions: { portal: true },
    }),
    /** The newest page of sessions (the panel's five, the History tab's first page), kept live. */
    sessions: build.query<SessionsPage, PatientKey>({
      query: (key) => ({ url: `/api/gamification/sessions/${path(key)}`, params: afterRewardsChange() }),
      transformResponse: sessionsPage,
      providesTags: whose,
      extraOptions: { portal: true },
    }),
    /** An older page of sessions, for the History tab's "Load older sessions": a past session does not change. */
    olderSessions: build.query<SessionsPage, { patientKey: PatientKey; before: string }>({
      query: ({ patientKey, before }) => ({ url: `/api/gamification/sessions/${path(patientKey)}`, params: { before } }),
      transformResponse: sessionsPage,
      extraOptions: { portal: true },
    }),
    weeklyStats: build.query<WeeklyStats, PatientKey>({
      query: (key) => ({ url: `/api/gamification/stats/${path(key)}/week`, params: afterRewardsChange() }),
      transformResponse: data<WeeklyStats>,
      providesTags: whose,
      extraOptions: { portal: true },
    }),
    challenges: build.query<ChallengeProgress[], PatientKey>({
      query: (key) => ({ url: `/api/gamification/challenges/${path(key)}`, params: afterRewardsChange() }),
      transformResponse: data<ChallengeProgress[]>,
      providesTags: (_result, _error, key) => [{ type: 'Rewards', id: key }, { type: 'Challenges', id: key }],
      extraOptions: { portal: true },
    }),
    weeklyLeaderboard: build.query<LeaderboardEntry[], void>({
      query: () => ({ url: '/api/gamification/leaderboard/weekly', params: afterRewardsChange() }),
      transformResponse: data<LeaderboardEntry[]>,
      providesTags: ['Leaderboard'],
      extraOptions: { portal: true },
    }),
    /** The patient's name above a patient's rewards, for staff: from their listing, not a reading of their record (ADR 28). */
    rewardsPatientName: build.query<string, string>({
      query: (id) => ({ url: `/api/patients/${encodeURIComponent(id)}/listing` }),
      transformResponse: (answer: { patient: { firstName: string; lastName: string } }) => `${answer.patient.firstName} ${answer.patient.lastName}`.trim(),
      extraOptions: { portal: true },
    }),
    /** The signed-in patient's own name, for the leaderboard privacy choice's examples (null without a profile). */
    ownLeaderboardName: build.query<{ firstName: string; lastName: string } | null, void>({
      query: () => ({ url: '/api/portal/profile' }),
      transformResponse: ({ profile }: { profile: { firstName: string; lastName: string } | null }) => (profile ? { firstName: profile.firstName, lastName: profile.lastName } : null),
      // The profile's own tag (the portal's): a name changed in Settings shows in the examples beside it.
      providesTags: ['MyProfile'],
      extraOptions: { portal: true },
    }),
    portalFeatures: build.query<{ demo: boolean }, void>({
      query: () => ({ url: '/api/portal/features' }),
      transformResponse: (answer: { features: { demo: boolean } }) => answer.features,
      providesTags: ['Features'],
      extraOptions: { portal: true },
    }),
    leaderboardPreference: build.query<LeaderboardVisibility, void>({
      query: () => ({ url: '/api/portal/preferences', params: afterRewardsChange() }),
      transformResponse: (answer: { preferences: { leaderboard: LeaderboardVisibility } }) => answer.preferences.leaderboard,
      providesTags: ['RewardPreferences'],
      extraOptions: { portal: true },
    }),
    setLeaderboardPreference: build.mutation<CommandAnswer, LeaderboardVisibility>({
      query: (leaderboard) => ({ url: '/api/portal/preferences', method: 'PUT', body: { leaderboard } }),
      transformResponse: rememberWrite<CommandAnswer>,
      invalidatesTags: (_result, error) => (error ? [] : ['RewardPreferences', 'Leaderboard']),
      // The choice shows at once and stays while the preference is fetched again (without this the old
      // choice showed again between the answer and the new read); a refused save puts the old one back.
      async onQueryStarted(leaderboard, { dispatch, queryFulfilled }) {
        const patch = dispatch(rewardsApi.util.updateQueryData('leaderboardPreference', undefined, () => leaderboard));
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      extraOptions: { portal: true },
    }),
    /** The Demo Mode card: one simulated session (demo mode only). */
    recordDemoSession: build.mutation<DemoSessionAnswer, DemoSession & { id: string }>({
      query: (body) => ({ url: '/api/gamification/session', method: 'POST', body }),
      transformResponse: rememberWrite<DemoSessionAnswer>,
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Rewards', id: 'me' }, 'Leaderboard']),
      extraOptions: { portal: true },
    }),
    markAchievementsSeen: build.mutation<CommandAnswer, void>({
      query: () => ({ url: '/api/gamification/achievements/me/seen', method: 'POST', body: {} }),
      transformResponse: rememberWrite<CommandAnswer>,
      // Seen: the cached list loses its NEW flags (the lists on screen keep the badges they showed).
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        dispatch(
          rewardsApi.util.updateQueryData('achievements', 'me', (draft) => {
            for (const record of draft) record.isNew = false;
          }),
        );
      },
      extraOptions: { portal: true },
    }),
  }),
});

export const {
  useRewardsSummaryQuery,
  useAchievementsQuery,
  useSessionsQuery,
  useLazyOlderSessionsQuery,
  useWeeklyStatsQuery,
  useChallengesQuery,
  useWeeklyLeaderboardQuery,
  useRewardsPatientNameQuery,
  useOwnLeaderboardNameQuery,
  usePortalFeaturesQuery,
  useLeaderboardPreferenceQuery,
  useSetLeaderboardPreferenceMutation,
  useRecordDemoSessionMutation,
  useMarkAchievementsSeenMutation,
} = rewardsApi;
