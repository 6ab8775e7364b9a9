import { Construction } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { IconTile } from '@/components/ui/icon-tile';
import type { PlaceholderPage } from '../data/placeholder-pages';

/** Body of a placeholder page: static section cards with non-functional buttons. */
export function PlaceholderContent({ page }: { page: PlaceholderPage }) {
  return (
    <div className="grid gap-8">
      <div
        role="note"
        className="flex items-start gap-3 rounded-xl border border-amber-200 bg-accent-soft p-4 text-sm text-accent-foreground"
      >
        <Construction className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p>
          <strong className="font-semibold">This page is under development.</strong> The{' '}
          {page.title} tools will be developed soon. The buttons below are previews and do not do
          anything yet.
        </p>
      </div>
      <ul className="grid gap-4 md:grid-cols-3">
        {page.sections.map((section) => {
          return (
            <li key={section.title}>
              <Card className="flex h-full flex-col p-6">
                <IconTile icon={section.icon} className="mb-4 size-11" />
                <h2 className="text-base font-semibold">{section.title}</h2>
                <p className="mt-2 flex-1 text-sm text-muted-foreground">{section.description}</p>
                <Button variant="outline" className="mt-5 w-full">
                  {section.action}
                </Button>
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
