import {
  actionResponseSchema,
  actionsResponseSchema,
  type CreateActionRequest,
  type CreateGoalCheckInRequest,
  type CreateGoalRequest,
  type CreateWellbeingCheckInRequest,
  calendarFeedResponseSchema,
  coachContextResponseSchema,
  type Goal,
  type GoalAction,
  goalCheckInResponseSchema,
  goalCheckInsResponseSchema,
  goalResponseSchema,
  goalsResponseSchema,
  progressResponseSchema,
  remindersResponseSchema,
  type UpdateActionRequest,
  type UpdateGoalRequest,
  visionResponseSchema,
  weekActionsResponseSchema,
  wellbeingCheckInResponseSchema,
  wellbeingCheckInsResponseSchema,
} from '@facet/contracts';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { allItems, type Page, pagedQuery, pagePath } from '@/lib/paging';

/** Every query of the journey (vision, goals, actions, check-ins, rings) shares this root. */
export const journeyKeys = {
  all: ['journey'] as const,
  vision: ['journey', 'vision'] as const,
  goals: ['journey', 'goals'] as const,
  actions: (goalId: string) => ['journey', 'actions', goalId] as const,
  week: ['journey', 'week'] as const,
  goalCheckIns: (goalId: string) => ['journey', 'goal-check-ins', goalId] as const,
  wellbeing: ['journey', 'wellbeing'] as const,
  progress: ['journey', 'progress'] as const,
  coachContext: ['journey', 'coach-context'] as const,
  feed: ['journey', 'feed'] as const,
  reminders: ['journey', 'reminders'] as const,
};

const success = z.object({ success: z.literal(true) });

export const visionQueryOptions = queryOptions({
  queryKey: journeyKeys.vision,
  queryFn: () => apiRequest('GET', '/api/vision', visionResponseSchema),
});
export const useVision = () => useQuery(visionQueryOptions);

export const progressQueryOptions = queryOptions({
  queryKey: journeyKeys.progress,
  queryFn: () => apiRequest('GET', '/api/progress', progressResponseSchema),
});
export const useProgress = () => useQuery(progressQueryOptions);

export const weekActionsQueryOptions = queryOptions({
  queryKey: journeyKeys.week,
  queryFn: () => apiRequest('GET', '/api/actions/week', weekActionsResponseSchema),
});
export const useWeekActions = () => useQuery(weekActionsQueryOptions);

export const useCoachContext = () =>
  useQuery({
    queryKey: journeyKeys.coachContext,
    queryFn: () => apiRequest('GET', '/api/coach-context', coachContextResponseSchema),
  });

export const goalsQueryOptions = infiniteQueryOptions({
  ...pagedQuery,
  queryKey: journeyKeys.goals,
  queryFn: async ({ pageParam }): Promise<Page<Goal>> => {
    const { goals, nextCursor } = await apiRequest(
      'GET',
      pagePath('/api/goals', pageParam),
      goalsResponseSchema,
    );
    return { items: goals, nextCursor };
  },
});
export function useGoals() {
  const query = useInfiniteQuery(goalsQueryOptions);
  return { ...query, goals: allItems(query.data) };
}

export function useGoalActions(goalId: string) {
  const query = useInfiniteQuery({
    ...pagedQuery,
    queryKey: journeyKeys.actions(goalId),
    queryFn: async ({ pageParam }): Promise<Page<GoalAction>> => {
      const { actions, nextCursor } = await apiRequest(
        'GET',
        pagePath(`/api/goals/${goalId}/actions`, pageParam),
        actionsResponseSchema,
      );
      return { items: actions, nextCursor };
    },
  });
  return { ...query, actions: allItems(query.data) };
}

export function useGoalCheckIns(goalId: string) {
  return useQuery({
    queryKey: journeyKeys.goalCheckIns(goalId),
    queryFn: () =>
      apiRequest('GET', `/api/goals/${goalId}/check-ins?limit=100`, goalCheckInsResponseSchema),
  });
}

export const wellbeingQueryOptions = queryOptions({
  queryKey: journeyKeys.wellbeing,
  // The charts draw the last 100 check-ins.
  queryFn: () =>
    apiRequest('GET', '/api/wellbeing/check-ins?limit=100', wellbeingCheckInsResponseSchema),
});
export const useWellbeing = () => useQuery(wellbeingQueryOptions);

export const useCalendarFeed = () =>
  useQuery({
    queryKey: journeyKeys.feed,
    queryFn: () => apiRequest('GET', '/api/calendar/feed', calendarFeedResponseSchema),
  });

/** A change to the journey: every journey query (rings, lists, what coaches see) is read again. */
function useJourneyMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journeyKeys.all }),
  });
}

export const useSaveVision = () =>
  useJourneyMutation((statement: string) =>
    apiRequest('PUT', '/api/vision', visionResponseSchema, { body: { statement } }),
  );

export const useCreateGoal = () =>
  useJourneyMutation(
    async (body: CreateGoalRequest) =>
      (await apiRequest('POST', '/api/goals', goalResponseSchema, { body })).goal,
  );

export const useUpdateGoal = () =>
  useJourneyMutation(
    async ({ goalId, ...body }: UpdateGoalRequest & { goalId: string }) =>
      (await apiRequest('PATCH', `/api/goals/${goalId}`, goalResponseSchema, { body })).goal,
  );

export const useDeleteGoal = () =>
  useJourneyMutation((goalId: string) => apiRequest('DELETE', `/api/goals/${goalId}`, success));

export const useCreateAction = () =>
  useJourneyMutation(
    async ({ goalId, ...body }: CreateActionRequest & { goalId: string }) =>
      (await apiRequest('POST', `/api/goals/${goalId}/actions`, actionResponseSchema, { body }))
        .action,
  );

export const useUpdateAction = () =>
  useJourneyMutation(
    async ({ actionId, ...body }: UpdateActionRequest & { actionId: string }) =>
      (await apiRequest('PATCH', `/api/actions/${actionId}`, actionResponseSchema, { body }))
        .action,
  );

export const useDeleteAction = () =>
  useJourneyMutation((actionId: string) =>
    apiRequest('DELETE', `/api/actions/${actionId}`, success),
  );

export const useGoalCheckIn = () =>
  useJourneyMutation(
    async ({ goalId, ...body }: CreateGoalCheckInRequest & { goalId: string }) =>
      (
        await apiRequest('POST', `/api/goals/${goalId}/check-ins`, goalCheckInResponseSchema, {
          body,
        })
      ).checkIn,
  );

export const useWellbeingCheckIn = () =>
  useJourneyMutation(
    async (body: CreateWellbeingCheckInRequest) =>
      (
        await apiRequest('POST', '/api/wellbeing/check-ins', wellbeingCheckInResponseSchema, {
          body,
        })
      ).checkIn,
  );

export const useNewCalendarFeed = () =>
  useJourneyMutation(() => apiRequest('POST', '/api/calendar/feed', calendarFeedResponseSchema));

export const useRemoveCalendarFeed = () =>
  useJourneyMutation(() => apiRequest('DELETE', '/api/calendar/feed', success));

export const useReminders = () =>
  useQuery({
    queryKey: journeyKeys.reminders,
    queryFn: () => apiRequest('GET', '/api/reminders', remindersResponseSchema),
  });

export const useDismissReminder = () =>
  useJourneyMutation((reminderId: string) =>
    apiRequest('POST', `/api/reminders/${reminderId}/dismiss`, success),
  );
