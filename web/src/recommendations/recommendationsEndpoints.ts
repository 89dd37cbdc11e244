import type {
  GeneratedRecommendationsAnswer,
  PendingRecommendationsAnswer,
  PendingRecommendationsCount,
  Recommendation,
  RecommendationsAnswer,
  ReviewedRecommendationAnswer,
  ReviewRecommendationInput,
} from '@pt/contracts';
import { api } from '../shared/api/api';
import { hasStatus } from '../shared/api/http-error';
import { afterLatestWrite, rememberWrite } from '../shared/api/read-your-writes';
import type { WithClientId } from '../shared/api/request-id';
import { upsertNewer } from '../shared/live/positions';
import { patchPending, recommendationBefore, sortRecommendations } from './recommendation-view';

export type ReviewRequest = ReviewRecommendationInput & { recommendation: Pick<Recommendation, 'id' | 'patientId'> };

const ofPatient = (patientId: string) => [{ type: 'Recommendation' as const, id: patientId }];
const pendingTag = { type: 'Recommendation' as const, id: 'PENDING' };
/** The count of pending ones (the dashboard's tile): read again on every change, it logs no reading. */
export const pendingCountTag = { type: 'Recommendation' as const, id: 'PENDING_COUNT' };

/**
 * Exercise recommendations (spec 001): a patient's list (the patient reads their own, staff any),
 * generating new ones and reviewing one (therapists and admins). Cached by patient id; live
 * messages patch the list (live.ts).
 */
export const recommendationsApi = api.enhanceEndpoints({ addTagTypes: ['Recommendation'] }).injectEndpoints({
  endpoints: (build) => ({
    recommendations: build.query<Recommendation[], string>({
      query: (patientId) => ({ url: `/api/recommendations/${encodeURIComponent(patientId)}`, params: afterLatestWrite() }),
      transformResponse: (answer: RecommendationsAnswer) => sortRecommendations(answer.recommendations),
      providesTags: (_result, _error, patientId) => ofPatient(patientId),
      extraOptions: { portal: true },
    }),
    /** Every pending recommendation of every patient, oldest first within a patient's group (staff). */
    pendingRecommendations: build.query<PendingRecommendationsAnswer, void>({
      query: () => ({ url: '/api/admin/pending-recommendations', params: afterLatestWrite() }),
      transformResponse: (answer: PendingRecommendationsAnswer) => ({ ...answer, recommendations: sortRecommendations(answer.recommendations) }),
      providesTags: [pendingTag],
      extraOptions: { portal: true },
    }),
    /** How many recommendations wait for review (the staff dashboard's tile), without reading them. */
    pendingRecommendationsCount: build.query<number, void>({
      query: () => ({ url: '/api/admin/pending-recommendations/count', params: afterLatestWrite() }),
      transformResponse: (answer: PendingRecommendationsCount) => answer.count,
      providesTags: [pendingCountTag],
      extraOptions: { portal: true },
    }),
    generateRecommendations: build.mutation<GeneratedRecommendationsAnswer, WithClientId<{ patientId: string }>>({
      query: ({ patientId, id }) => ({ url: `/api/generate-recommendations/${encodeURIComponent(patientId)}`, method: 'POST', body: { id } }),
      transformResponse: (answer: GeneratedRecommendationsAnswer) => (answer.position ? rememberWrite({ ...answer, position: answer.position }) : answer),
      invalidatesTags: (_result, error, { patientId }) => (error ? [] : [...ofPatient(patientId), pendingTag, pendingCountTag]),
      // The new ones show at once; the list fetched again after it confirms them.
      async onQueryStarted({ patientId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          recommendationsApi.util.updateQueryData('recommendations', patientId, (draft) => {
            for (const made of data.recommendations ?? []) upsertNewer(draft, made, made.position, { before: recommendationBefore });
          }),
        );
      },
      extraOptions: { portal: true },
    }),
    reviewRecommendation: build.mutation<ReviewedRecommendationAnswer, ReviewRequest>({
      query: ({ recommendation, ...body }) => ({ url: `/api/review-recommendation/${encodeURIComponent(recommendation.id)}`, method: 'POST', body }),
      transformResponse: rememberWrite<ReviewedRecommendationAnswer>,
      // After a success, or a 409 (someone reviewed it first): fetch the list again.
      invalidatesTags: (_result, error, { recommendation }) => (!error || hasStatus(error, 409) ? [...ofPatient(recommendation.patientId), pendingTag, pendingCountTag] : []),
      // The decision shows at once (the buttons go), before the list is fetched again.
      async onQueryStarted({ recommendation }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data?.recommendation) return;
        dispatch(
          recommendationsApi.util.updateQueryData('recommendations', recommendation.patientId, (draft) => {
            upsertNewer(draft, data.recommendation, data.position, { before: recommendationBefore });
          }),
        );
        dispatch(
          recommendationsApi.util.updateQueryData('pendingRecommendations', undefined, (draft) => {
            patchPending(draft, data.recommendation, data.position);
          }),
        );
      },
      extraOptions: { portal: true },
    }),
  }),
});

export const { usePendingRecommendationsQuery, usePendingRecommendationsCountQuery, useRecommendationsQuery, useGenerateRecommendationsMutation, useReviewRecommendationMutation } = recommendationsApi;
