import { PageShell } from '@/components/layout/page-shell';
import { PlaceholderContent } from '@/features/journey/components/placeholder-content';
import { PLACEHOLDER_PAGES, type PlaceholderKey } from '@/features/journey/data/placeholder-pages';

/** One component for the four placeholder pages, parametrised by data. */
export default function JourneyPlaceholderPage({ page }: { page: PlaceholderKey }) {
  const data = PLACEHOLDER_PAGES[page];
  return (
    <PageShell
      eyebrow={`Step ${data.step}`}
      title={data.title}
      description={data.description}
      back={{ to: '/', label: 'Back to Home' }}
    >
      <PlaceholderContent page={data} />
    </PageShell>
  );
}
