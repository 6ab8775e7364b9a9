import { MAX_PSYCHOMETRIC_FILES, type UploadKind } from '@facet/contracts';
import { BrainCircuit, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { IconTile } from '@/components/ui/icon-tile';

const CARDS = {
  cv: {
    icon: FileText,
    tone: 'primary',
    title: 'Your CV',
    description:
      'One CV. It is the main evidence for your diamond profile and gives your coaches context.',
  },
  psychometric: {
    icon: BrainCircuit,
    tone: 'violet',
    title: 'Psychometric Files',
    description: `Results of personality, strengths or values assessments (e.g. MBTI, DISC, CliftonStrengths). Up to ${MAX_PSYCHOMETRIC_FILES} files.`,
  },
} as const;

/**
 * An upload card: icon, title, the count badge (null while unknown), what belongs here, and the
 * card's content (a drop zone, the files). It never grows wider than its grid column.
 */
export function UploadCard({
  kind,
  badge,
  children,
}: {
  kind: UploadKind;
  badge: ReactNode;
  children: ReactNode;
}) {
  const { icon, tone, title, description } = CARDS[kind];
  return (
    <Card className="flex min-w-0 flex-col" data-testid={`${kind}-card`}>
      <CardHeader className="flex-row items-start gap-3">
        <IconTile icon={icon} tone={tone} />
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle>{title}</CardTitle>
            {badge}
          </div>
          <CardDescription>{description}</CardDescription>
        </div>
      </CardHeader>
      <CardContent className="grid flex-1 grid-cols-1 content-start gap-4">{children}</CardContent>
    </Card>
  );
}
