import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageShell } from '@/components/layout/page-shell';
import { Card } from '@/components/ui/card';

/** Thin but real page for sections that later work fills in (self-assessment, agents, chat). */
export function UpcomingFeaturePage({
  title,
  description,
  body,
}: {
  title: string;
  description: string;
  body: ReactNode;
}) {
  return (
    <PageShell title={title} description={description} back={{ to: '/', label: 'Back to Home' }}>
      <Card className="flex flex-col items-center gap-4 px-6 py-14 text-center">
        <span
          aria-hidden="true"
          className="flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary"
        >
          <Sparkles className="size-6" />
        </span>
        <p className="max-w-md text-muted-foreground">{body}</p>
      </Card>
    </PageShell>
  );
}
