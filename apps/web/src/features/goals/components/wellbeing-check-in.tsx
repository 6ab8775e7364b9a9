import { WELLBEING_MEASURES, type WellbeingMeasure } from '@facet/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast, toastError } from '@/components/ui/use-toast';
import { cn } from '@/lib/utils';
import { useWellbeing, useWellbeingCheckIn } from '../api/journey-api';
import { WellbeingChart } from './wellbeing-chart';

const LABELS: Record<WellbeingMeasure, { name: string; low: string; high: string }> = {
  mood: { name: 'Mood', low: 'low', high: 'great' },
  energy: { name: 'Energy', low: 'drained', high: 'full' },
  stress: { name: 'Stress', low: 'calm', high: 'very stressed' },
  sleep: { name: 'Sleep', low: 'poor', high: 'rested' },
};

type Values = Record<WellbeingMeasure, number>;

/**
 * The one-tap well-being check-in: four 1–5 scales that start at the last check-in's values (3
 * the first time), so a member whose week is like the last needs one tap; and the trend chart.
 */
export function WellbeingCheckInCard() {
  const history = useWellbeing();
  const checkIn = useWellbeingCheckIn();
  const last = history.data?.checkIns[0];
  const [values, setValues] = useState<Values | null>(null);
  const shown: Values =
    values ??
    (last
      ? { mood: last.mood, energy: last.energy, stress: last.stress, sleep: last.sleep }
      : { mood: 3, energy: 3, stress: 3, sleep: 3 });
  return (
    <Card className="grid gap-5 p-5" data-testid="wellbeing-check-in">
      <div>
        <h2 className="text-xl font-semibold">How are you today?</h2>
        <p className="text-sm text-muted-foreground">
          1 is low and 5 high. Adjust what changed, then check in.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {WELLBEING_MEASURES.map((measure) => (
          <fieldset key={measure} className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">
              {LABELS[measure].name}{' '}
              <span className="text-xs font-normal text-muted-foreground">
                (1 {LABELS[measure].low}, 5 {LABELS[measure].high})
              </span>
            </legend>
            <div className="flex gap-1.5">
              {[1, 2, 3, 4, 5].map((n) => (
                <button
                  key={n}
                  type="button"
                  aria-pressed={shown[measure] === n}
                  aria-label={`${LABELS[measure].name} ${n}`}
                  onClick={() => setValues({ ...shown, [measure]: n })}
                  className={cn(
                    'size-10 rounded-lg border text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-primary',
                    shown[measure] === n
                      ? 'border-primary bg-primary text-primary-foreground'
                      : 'border-input bg-card hover:bg-muted',
                  )}
                >
                  {n}
                </button>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <div>
        <Button
          disabled={checkIn.isPending}
          onClick={() =>
            checkIn.mutate(shown, {
              onSuccess: () => {
                setValues(null);
                toast({ variant: 'success', title: 'Checked in', description: 'Thank you.' });
              },
              onError: (e) => toastError('Could not check in', e, 'Please try again.'),
            })
          }
        >
          Check in
        </Button>
      </div>
      <section aria-labelledby="trend-heading" className="grid gap-2">
        <h3 id="trend-heading" className="font-semibold">
          Your trend
        </h3>
        {history.data ? (
          <WellbeingChart checkIns={history.data.checkIns} />
        ) : (
          <p className="text-sm text-muted-foreground">Loading…</p>
        )}
      </section>
    </Card>
  );
}
