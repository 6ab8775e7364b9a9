import type { Ring, RingKey } from '@facet/contracts';
import { Card } from '@/components/ui/card';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The four rings, in order, with their names and colours (the figures come from the API). */
export const RINGS: readonly { key: RingKey; label: string; color: string }[] = [
  { key: 'identify', label: 'Identify', color: '#4338ca' },
  { key: 'contribution', label: 'Contribution', color: '#7c3aed' },
  { key: 'state', label: 'State', color: '#b45309' },
  { key: 'action', label: 'Action', color: '#047857' },
];

export function ProgressRing({
  label,
  ring,
  color,
}: {
  label: string;
  /** Undefined while the figures load. */
  ring: Ring | undefined;
  color: string;
}) {
  const value = ring?.percent ?? 0;
  const offset = CIRCUMFERENCE * (1 - value / 100);
  const explanation = ring ? `${ring.detail}. ${ring.howToFill}` : 'Loading…';
  return (
    <Card className="flex h-full flex-col items-center gap-3 p-5">
      <Tooltip>
        <TooltipTrigger asChild>
          {/* Focusable, so the explanation opens on focus as well as on hover. */}
          <button
            type="button"
            className="relative size-28 rounded-full focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary"
            aria-label={`${label}: ${value}%. ${explanation}`}
            data-testid={`ring-${ring?.key ?? 'loading'}`}
          >
            <svg viewBox="0 0 100 100" className="size-full -rotate-90" aria-hidden="true">
              <circle cx="50" cy="50" r={RADIUS} fill="none" stroke="#e2e8f0" strokeWidth="9" />
              {value > 0 ? (
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
                  className="transition-[stroke-dashoffset] duration-700"
                />
              ) : null}
            </svg>
            <span
              aria-hidden="true"
              className={cn(
                'absolute inset-0 flex items-center justify-center text-2xl font-bold',
                ring ? 'text-foreground' : 'text-muted-foreground',
              )}
            >
              {ring ? `${value}%` : '–'}
            </span>
          </button>
        </TooltipTrigger>
        <TooltipContent>
          <p className="font-semibold">{ring?.detail ?? label}</p>
          {ring ? <p className="mt-1">{ring.howToFill}</p> : null}
        </TooltipContent>
      </Tooltip>
      <p className="text-sm font-semibold text-foreground" aria-hidden="true">
        {label}
      </p>
      {ring && value === 0 ? (
        <p className="text-center text-xs text-muted-foreground" aria-hidden="true">
          {ring.howToFill}
        </p>
      ) : null}
    </Card>
  );
}

/**
 * The four progress rings from the member's own data (GET /api/progress): Identify, Contribution,
 * State and Action. A new member sees them empty, each with a line on how to fill it; each ring
 * explains its figure on hover and on focus.
 */
export function ProgressRings({ rings }: { rings: Ring[] | undefined }) {
  return (
    <section aria-labelledby="progress-heading">
      <h2 id="progress-heading" className="mb-4 text-xl font-semibold tracking-tight">
        Your progress
      </h2>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {RINGS.map((meta) => (
          <li key={meta.key} data-testid={`progress-${meta.key}`}>
            <ProgressRing
              label={meta.label}
              color={meta.color}
              ring={rings?.find((r) => r.key === meta.key)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
