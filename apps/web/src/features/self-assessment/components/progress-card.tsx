import { Circle, CircleCheck } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { ASSESSMENT_TESTS } from '../data/assessment-tests';
import { completionPercent } from '../lib/progress';

export interface ProgressCardProps {
  hasCv: boolean;
  psychometricCount: number;
}

function ChecklistItem({ done, label, detail }: { done: boolean; label: string; detail: string }) {
  return (
    <li className="flex items-start gap-3">
      {done ? (
        <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
      ) : (
        <Circle className="mt-0.5 size-5 shrink-0 text-slate-300" aria-hidden="true" />
      )}
      <div className="min-w-0">
        <p className={cn('text-sm font-medium', done ? 'text-foreground' : 'text-slate-700')}>
          <span>{label}</span>
          <span className="sr-only">{done ? ': done' : ': not yet'}</span>
        </p>
        <p className="text-xs text-muted-foreground">{detail}</p>
      </div>
    </li>
  );
}

/** Progress card: percent complete and the three checklist items. */
export function ProgressCard({ hasCv, psychometricCount }: ProgressCardProps) {
  const completedTests = ASSESSMENT_TESTS.filter((test) => test.completed).length;
  const percent = completionPercent({ hasCv, psychometricCount, completedTests });
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6" data-testid="progress-card">
      <div className="flex items-end justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold tracking-tight">Your Progress</h2>
          <p className="text-sm text-muted-foreground">Self-assessment complete</p>
        </div>
        <p
          className="text-4xl font-bold tracking-tight text-primary tabular-nums"
          data-testid="progress-percent"
        >
          {percent}%
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Self-assessment completion"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-indigo-600 to-violet-500 transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
      <ul className="grid gap-3">
        <ChecklistItem
          done={hasCv}
          label="CV Uploaded"
          detail={hasCv ? 'Your CV is on file.' : 'Add your CV below.'}
        />
        <ChecklistItem
          done={psychometricCount > 0}
          label="Psychometric Files"
          detail={
            psychometricCount > 0
              ? `${psychometricCount} file${psychometricCount === 1 ? '' : 's'} uploaded.`
              : 'Add your assessment results.'
          }
        />
        <ChecklistItem
          done={completedTests === ASSESSMENT_TESTS.length}
          label="Tests Completed"
          detail={`${completedTests} of ${ASSESSMENT_TESTS.length} tests completed.`}
        />
      </ul>
    </Card>
  );
}
