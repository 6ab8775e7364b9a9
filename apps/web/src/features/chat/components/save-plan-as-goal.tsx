import { goalResponseSchema, parseCoachPlan } from '@facet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, Target } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { apiRequest, errorMessage } from '@/lib/api-client';

/**
 * "Save as goal" under a coach's reply that ends with a closing plan (`### Your plan`): one click
 * makes the plan's goal a goal and its first step the goal's first action.
 */
export function SavePlanAsGoal({ text }: { text: string }) {
  const plan = parseCoachPlan(text);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: async () => {
      if (!plan) throw new Error('no plan');
      const body = {
        title: plan.goal.slice(0, 200),
        firstStep: plan.firstStep.slice(0, 200),
        measure: `When: ${plan.when}`.slice(0, 2000),
        source: 'coach_plan' as const,
      };
      return (await apiRequest('POST', '/api/goals', goalResponseSchema, { body })).goal;
    },
    // The journey's lists and rings (keys under 'journey') are read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['journey'] }),
  });
  if (!plan) return null;
  if (save.isSuccess)
    return (
      <p className="flex items-center gap-1.5 px-1 text-xs text-muted-foreground" role="status">
        <Check className="size-3.5 text-emerald-600" aria-hidden="true" />
        Saved as a goal.{' '}
        <Link to="/vision-goals" className="font-medium text-primary underline">
          See your goals
        </Link>
      </p>
    );
  return (
    <div className="flex flex-wrap items-center gap-2 px-1">
      <Button
        size="sm"
        variant="outline"
        disabled={save.isPending}
        onClick={() => save.mutate()}
        data-testid="save-plan-as-goal"
      >
        <Target aria-hidden="true" />
        Save as goal
      </Button>
      {save.isError ? (
        <span role="alert" className="text-xs text-destructive">
          {errorMessage(save.error, 'Could not save the goal. Please try again.')}
        </span>
      ) : null}
    </div>
  );
}
