/** Completion: out of 6 points — CV, psychometric present, and each of the four tests. */
export const COMPLETION_POINTS = 6;

export interface CompletionInput {
  hasCv: boolean;
  psychometricCount: number;
  completedTests: number;
}

/** Rounded percent; with no test ever completed the maximum reachable is 33. */
export function completionPercent({ hasCv, psychometricCount, completedTests }: CompletionInput) {
  const points =
    (hasCv ? 1 : 0) + (psychometricCount > 0 ? 1 : 0) + Math.max(0, Math.min(4, completedTests));
  return Math.round((points / COMPLETION_POINTS) * 100);
}
