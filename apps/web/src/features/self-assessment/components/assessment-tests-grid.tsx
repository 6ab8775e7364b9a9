import { BarChart3, ClipboardCheck, Compass, Heart, RotateCcw } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { IconTile } from '@/components/ui/icon-tile';
import { ASSESSMENT_TESTS, type AssessmentTest } from '../data/assessment-tests';

const ICONS: Record<AssessmentTest['id'], typeof Heart> = {
  values: Heart,
  'career-change': Compass,
  'skills-1': BarChart3,
  'skills-2': ClipboardCheck,
};

/** Assessment tests grid. No test has a link yet, so every button is disabled. */
export function AssessmentTestsGrid({
  tests = ASSESSMENT_TESTS,
}: {
  tests?: readonly AssessmentTest[];
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {tests.map((test) => {
        return (
          <li key={test.id}>
            <Card className="flex h-full flex-col gap-3 p-5" data-testid={`test-${test.id}`}>
              <div className="flex items-start justify-between gap-2">
                <IconTile icon={ICONS[test.id]} />
                {test.completed ? (
                  <Badge variant="success">Completed</Badge>
                ) : (
                  <Badge variant="secondary">Not started</Badge>
                )}
              </div>
              <h3 className="font-semibold text-foreground">{test.name}</h3>
              <p className="flex-1 text-sm text-muted-foreground">{test.description}</p>
              <Button
                variant={test.completed ? 'outline' : 'secondary'}
                disabled={!test.url}
                className="w-full"
                aria-describedby={test.url ? undefined : `test-${test.id}-unavailable`}
              >
                {test.completed ? <RotateCcw aria-hidden="true" /> : null}
                {test.completed ? 'Retake Test' : 'Take Test'}
              </Button>
              {test.url ? null : (
                <p
                  id={`test-${test.id}-unavailable`}
                  className="text-center text-xs text-muted-foreground"
                >
                  Available soon
                </p>
              )}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
