import { INSIGHT_DIMENSIONS } from '@facet/contracts';
import { Gem } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { IconTile } from '@/components/ui/icon-tile';
import { DIMENSION_INFO } from '../lib/dimensions';

/** The six facets, named as the profile's boxes name them. */
const FACETS = INSIGHT_DIMENSIONS.map((dimension) => DIMENSION_INFO[dimension].label);

/** The 'You Are Like a Diamond' explainer. */
export function DiamondExplainer() {
  return (
    <Card
      className="relative flex h-full flex-col gap-4 overflow-hidden p-5 sm:p-6"
      data-testid="diamond-explainer"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-10 -bottom-12 text-indigo-100"
      >
        <Gem className="size-48" strokeWidth={1} />
      </div>
      <div className="relative flex items-center gap-3">
        <IconTile icon={Gem} tone="facet" />
        <h2 className="text-lg font-semibold tracking-tight">You Are Like a Diamond</h2>
      </div>
      <div className="relative grid max-w-2xl gap-3 text-sm text-slate-700">
        <p>
          A diamond is formed under pressure and shines through its facets. You are the same: your
          experience has shaped you, and six facets together show how you shine.
        </p>
        <p>
          Your{' '}
          <strong className="font-semibold text-foreground">
            vision, beliefs, values and behaviours
          </strong>{' '}
          reflect the light. Your{' '}
          <strong className="font-semibold text-foreground">limiting beliefs and behaviours</strong>{' '}
          are the flaws that cloud it — once you can see them, you can polish them.
        </p>
      </div>
      <ul aria-label="The six facets" className="relative mt-auto flex flex-wrap gap-2">
        {FACETS.map((facet) => (
          <li
            key={facet}
            className="rounded-full border border-indigo-100 bg-white/90 px-3 py-1 text-xs font-medium text-indigo-900"
          >
            {facet}
          </li>
        ))}
      </ul>
    </Card>
  );
}
