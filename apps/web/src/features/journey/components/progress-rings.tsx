import { PROGRESS_RINGS } from '@facet/contracts';
import { Card } from '@/components/ui/card';

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

const COLORS: Record<(typeof PROGRESS_RINGS)[number]['key'], string> = {
  identify: '#4338ca',
  contribution: '#7c3aed',
  state: '#b45309',
  action: '#047857',
};

export function ProgressRing({
  label,
  value,
  color,
}: {
  label: string;
  value: number;
  color: string;
}) {
  const offset = CIRCUMFERENCE * (1 - value / 100);
  return (
    <Card className="flex flex-col items-center gap-3 p-5">
      <div className="relative size-28">
        <svg
          viewBox="0 0 100 100"
          className="size-full -rotate-90"
          role="img"
          aria-label={`${label}: ${value}%`}
        >
          <circle cx="50" cy="50" r={RADIUS} fill="none" stroke="#e2e8f0" strokeWidth="9" />
          <circle
            cx="50"
            cy="50"
            r={RADIUS}
            fill="none"
            stroke={color}
            strokeWidth="9"
            strokeLinecap="round"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={offset}
          />
        </svg>
        <span
          aria-hidden="true"
          className="absolute inset-0 flex items-center justify-center text-2xl font-bold text-foreground"
        >
          {value}%
        </span>
      </div>
      <p className="text-sm font-semibold text-foreground" aria-hidden="true">
        {label}
      </p>
    </Card>
  );
}

/** Four static progress rings — Identify 75, Contribution 60, State 40, Action 85. */
export function ProgressRings() {
  return (
    <section aria-labelledby="progress-heading">
      <h2 id="progress-heading" className="mb-4 text-xl font-semibold tracking-tight">
        Your progress
      </h2>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {PROGRESS_RINGS.map((ring) => (
          <li key={ring.key} data-testid={`progress-${ring.key}`}>
            <ProgressRing label={ring.label} value={ring.value} color={COLORS[ring.key]} />
          </li>
        ))}
      </ul>
    </section>
  );
}
