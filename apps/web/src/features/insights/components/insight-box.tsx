import { DIMENSION_SOURCES, type InsightDimension, type InsightEvidence } from '@facet/contracts';
import { Compass, Eye, Footprints, Gem, Heart, LoaderCircle, Lock, Quote } from 'lucide-react';
import { useId } from 'react';
import { IconTile } from '@/components/ui/icon-tile';
import { cn } from '@/lib/utils';
import type { DimensionReveal } from '../hooks/use-typewriter-reveal';
import { DIMENSION_INFO } from '../lib/dimensions';

const DIMENSION_STYLE: Record<InsightDimension, { icon: typeof Eye; tone: string; bar: string }> = {
  vision: { icon: Compass, tone: 'bg-indigo-50 text-indigo-700', bar: 'bg-indigo-500' },
  beliefs: { icon: Gem, tone: 'bg-violet-50 text-violet-700', bar: 'bg-violet-500' },
  values: { icon: Heart, tone: 'bg-rose-50 text-rose-700', bar: 'bg-rose-500' },
  behaviours: { icon: Footprints, tone: 'bg-emerald-50 text-emerald-700', bar: 'bg-emerald-500' },
  limitingBeliefs: { icon: Lock, tone: 'bg-amber-50 text-amber-800', bar: 'bg-amber-500' },
  limitingBehaviours: { icon: Eye, tone: 'bg-slate-100 text-slate-700', bar: 'bg-slate-500' },
};

export interface InsightBoxProps {
  dimension: InsightDimension;
  reveal: DimensionReveal;
  /** Where each statement comes from (generated insights only). */
  evidence: readonly InsightEvidence[];
  /** The built-in examples are shown (nothing generated yet). */
  example: boolean;
  generating: boolean;
}

function findEvidence(evidence: readonly InsightEvidence[], statement: string, index: number) {
  return evidence.find((item) => item.statement === statement) ?? evidence[index] ?? null;
}

/** One of the six boxes of the Personal Profile card. */
export function InsightBox({ dimension, reveal, evidence, example, generating }: InsightBoxProps) {
  const { label, question } = DIMENSION_INFO[dimension];
  const { icon: Icon, tone, bar } = DIMENSION_STYLE[dimension];
  const headingId = useId();
  const busy = generating || reveal.state !== 'done';

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      data-testid={`insight-box-${dimension}`}
      className="relative flex flex-col overflow-hidden sm:min-h-44 rounded-xl border border-border bg-card p-4 shadow-card"
    >
      <span aria-hidden="true" className={cn('absolute inset-x-0 top-0 h-1', bar)} />
      <div className="flex items-start gap-3">
        <IconTile icon={Icon} className={cn('size-9 rounded-lg [&_svg]:size-4.5', tone)} />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="font-semibold text-foreground">
            {label}
          </h3>
          <p className="text-xs text-muted-foreground">{question}</p>
        </div>
        {example ? (
          <span className="rounded-full border border-dashed border-slate-300 px-2 py-0.5 text-[11px] font-semibold tracking-wide text-slate-600 uppercase">
            Example
          </span>
        ) : null}
      </div>

      {reveal.state === 'pending' ? (
        <div aria-hidden="true" className="mt-4 grid gap-2">
          <span className="h-3 w-5/6 animate-pulse rounded bg-slate-100" />
          <span className="h-3 w-2/3 animate-pulse rounded bg-slate-100" />
        </div>
      ) : reveal.items.length === 0 ? (
        <div className="mt-4 text-sm text-muted-foreground" data-testid="insight-gap">
          <p className="italic">Nothing in your files speaks to this yet.</p>
          <p className="mt-1 text-xs">What would fill it: {DIMENSION_SOURCES[dimension]}</p>
        </div>
      ) : (
        <ul
          className={cn(
            'mt-4 grid gap-2.5 text-sm',
            example ? 'text-slate-600' : 'text-foreground',
          )}
        >
          {reveal.items.map((statement, index) => {
            const typing = reveal.state === 'typing' && reveal.typingIndex === index;
            const source =
              example || reveal.state !== 'done' ? null : findEvidence(evidence, statement, index);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: statements may repeat; order is stable.
              <li key={index} className="flex gap-2">
                <span
                  aria-hidden="true"
                  className={cn(
                    'mt-2 size-1.5 shrink-0 rounded-full',
                    example ? 'bg-slate-300' : bar,
                  )}
                />
                <div className="min-w-0 flex-1">
                  <p className={cn(example && 'italic')}>
                    {statement}
                    {typing ? (
                      <span
                        aria-hidden="true"
                        className="ml-0.5 inline-block h-4 w-0.5 translate-y-0.5 animate-pulse bg-primary"
                      />
                    ) : null}
                  </p>
                  {source ? (
                    <details className="group mt-1">
                      <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded text-xs font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
                        <Quote className="size-3" aria-hidden="true" />
                        <span>
                          Evidence from <span className="break-all">{source.fileName}</span>
                        </span>
                      </summary>
                      <blockquote className="mt-1.5 border-l-2 border-indigo-200 pl-2 text-xs text-muted-foreground italic">
                        “{source.quote}”
                      </blockquote>
                    </details>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}

      {generating ? (
        <div
          aria-hidden="true"
          data-testid="insight-overlay"
          className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-white/75 backdrop-blur-[2px]"
        >
          <LoaderCircle className="size-6 animate-spin text-primary" />
          <span className="text-xs font-medium text-slate-700">Analysing your files…</span>
        </div>
      ) : null}
    </section>
  );
}
