import {
  cooldownMessage,
  type DiamondInsightsResponse,
  ERROR_CODES,
  INSIGHT_DIMENSIONS,
  INSIGHT_MESSAGES,
} from '@facet/contracts';
import { Bot, FileSearch, LoaderCircle, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { IconTile } from '@/components/ui/icon-tile';
import { TipButton, TipCallout, useTip } from '@/components/ui/tip';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, HttpError } from '@/lib/api-client';
import { formatRelativeTime } from '@/lib/format';
import { EmptyInsightsError, useGenerateDiamondInsights } from '../api/generate-insights';
import { useDiamondInsights } from '../api/get-insights';
import { useGenerationCooldown } from '../hooks/use-generation-cooldown';
import { useTypewriterReveal } from '../hooks/use-typewriter-reveal';
import { EXAMPLE_INSIGHTS, hasAnyStatement } from '../lib/dimensions';
import { InsightBox } from './insight-box';

export const GENERATION_FAILED = 'Failed to generate insights. Please try again.';
/** The AI tip opens by itself after 5 s. */
export const AI_TIP_DELAY_MS = 5_000;
const AI_TIP_TITLE = 'AI tip: your diamond profile';

/** Re-render every `ms` so relative times stay true. */
function useNow(ms = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

interface Notice {
  title: string;
  description: string;
  variant: 'default' | 'success' | 'destructive';
}

/** What a failed generation tells the person (the server's cooldown and file texts as they are). */
function failureNotice(error: unknown): Notice {
  if (error instanceof HttpError && error.code === ERROR_CODES.insightsCooldown) {
    return {
      title: 'Please Wait',
      description: errorMessage(error, GENERATION_FAILED),
      variant: 'default',
    };
  }
  const message = error instanceof EmptyInsightsError ? null : errorMessage(error, '');
  if (message === INSIGHT_MESSAGES.noFiles) {
    return { title: 'No Files Available', description: message, variant: 'destructive' };
  }
  return {
    title: 'Generation Failed',
    description: message || GENERATION_FAILED,
    variant: 'destructive',
  };
}

export interface PersonalProfileCardProps {
  userId: string;
  /** Ids of the member's CV and psychometric files; undefined while they are unknown. */
  fileIds: readonly string[] | undefined;
}

/**
 * Personal Profile card: the generate button and the six insight boxes — examples before
 * anything is generated, overlays while generating, a typewriter reveal of a new profile, and the
 * evidence (file and quoted words) behind every generated statement.
 */
export function PersonalProfileCard({ userId, fileIds }: PersonalProfileCardProps) {
  const saved = useDiamondInsights();
  const generate = useGenerateDiamondInsights(userId);
  const cooldown = useGenerationCooldown(userId);
  const [revealKey, setRevealKey] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const now = useNow();
  const aiTip = useTip({
    id: 'self-assessment-ai-tip',
    trigger: 'auto',
    delay: AI_TIP_DELAY_MS,
    persistent: true,
  });

  const profile: DiamondInsightsResponse | undefined = saved.data;
  // A generated profile is shown even when its files said little (every box then says what would
  // fill it); the examples stand in only before the first generation.
  const insights =
    profile?.insights && (profile.generatedAt || hasAnyStatement(profile.insights))
      ? profile.insights
      : null;
  const example = insights === null;
  const shown = insights ?? EXAMPLE_INSIGHTS;
  const reveal = useTypewriterReveal(insights, revealKey);
  const generating = generate.isPending;

  // A toast, and the same words for screen readers in the card's status region.
  const notify = (notice: Notice) => {
    toast(notice);
    setAnnouncement(`${notice.title}. ${notice.description}`);
  };

  const onGenerate = () => {
    if (fileIds?.length === 0) {
      notify({
        title: 'No Files Available',
        description: INSIGHT_MESSAGES.noFiles,
        variant: 'destructive',
      });
      return;
    }
    const usedFiles = fileIds ?? [];
    const minutes = cooldown.minutesLeft(usedFiles);
    if (minutes > 0) {
      notify({ title: 'Please Wait', description: cooldownMessage(minutes), variant: 'default' });
      return;
    }
    setAnnouncement('Generating your insights…');
    generate.mutate(undefined, {
      onSuccess: (response) => {
        cooldown.recordSuccess(usedFiles);
        setRevealKey(response.generatedAt ?? String(Date.now()));
        notify({
          title: 'Insights Generated',
          description: 'Your diamond profile insights have been generated successfully.',
          variant: 'success',
        });
        // Screen readers hear about the card's notes too, which a sighted member sees appear.
        const notes = fileNotes(response.silentFiles?.length, response.flaggedFiles?.length);
        if (notes) setAnnouncement((said) => `${said} ${notes}`);
      },
      onError: (error) => {
        console.error('Insight generation failed:', error);
        notify(failureNotice(error));
      },
    });
  };

  return (
    <Card className="overflow-hidden" data-testid="personal-profile-card">
      <div className="flex flex-col gap-4 border-b border-border bg-gradient-to-br from-indigo-50 via-white to-violet-50 p-5 sm:flex-row sm:items-start sm:justify-between sm:p-6">
        <div className="flex min-w-0 items-start gap-3">
          <IconTile icon={Sparkles} tone="gradient" className="size-11" />
          <div className="min-w-0">
            <div className="flex items-center gap-1">
              <h2 className="text-xl font-semibold tracking-tight">Personal Profile</h2>
              <TipButton tip={aiTip} title={AI_TIP_TITLE} icon="tip" />
            </div>
            <p className="mt-1 text-sm text-muted-foreground">
              Six facets of who you are, drawn from your own files.
            </p>
            <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
              {example ? (
                <Badge variant="outline" className="border-dashed whitespace-normal text-slate-600">
                  Examples — generate to see your own profile
                </Badge>
              ) : (
                <>
                  {profile?.generator === 'ai' ? (
                    <Badge
                      variant="secondary"
                      className="bg-violet-100 whitespace-normal text-violet-900"
                    >
                      <Bot className="size-3.5" aria-hidden="true" />
                      Written by AI from your files
                    </Badge>
                  ) : (
                    <Badge
                      variant="secondary"
                      className="bg-indigo-100 whitespace-normal text-indigo-900"
                    >
                      <FileSearch className="size-3.5" aria-hidden="true" />
                      Built from the words in your files
                    </Badge>
                  )}
                  {profile?.generatedAt ? (
                    <span className="text-muted-foreground" data-testid="last-generated">
                      Last generated:{' '}
                      <time dateTime={profile.generatedAt} className="font-medium text-foreground">
                        {formatRelativeTime(profile.generatedAt, now)}
                      </time>
                    </span>
                  ) : null}
                </>
              )}
            </div>
          </div>
        </div>
        <Button
          size="lg"
          onClick={onGenerate}
          disabled={generating}
          className="max-sm:w-full sm:self-start"
        >
          {generating ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Sparkles aria-hidden="true" />
          )}
          {generating
            ? 'Generating Insights...'
            : example
              ? 'Generate Insights'
              : 'Regenerate Insights'}
        </Button>
      </div>
      {profile?.outOfDate && !example ? (
        <p
          className="mx-5 mt-5 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 sm:mx-6"
          data-testid="insights-out-of-date"
        >
          Out of date: your files changed since this profile was generated, and statements from
          removed files are no longer shown. Use Regenerate Insights to bring it up to date.
        </p>
      ) : null}
      {profile?.flaggedFiles?.length && !example ? (
        <div
          className="mx-5 mt-5 rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm text-foreground sm:mx-6"
          data-testid="insights-flagged-files"
          role="note"
        >
          <p className="font-semibold">Not used: files that name someone else</p>
          <ul className="mt-1 list-disc pl-5">
            {profile.flaggedFiles.map((f) => (
              <li key={f.fileId}>
                <span className="break-all font-medium">{f.fileName}</span> names{' '}
                <strong>{f.foundName}</strong>, not you.
              </li>
            ))}
          </ul>
          <p className="mt-1 text-muted-foreground">
            If a file is yours under another name, change your name in Settings and regenerate;
            otherwise remove it from your files.
          </p>
        </div>
      ) : null}
      {profile?.silentFiles?.length && !example ? (
        <div
          className="mx-5 mt-5 rounded-lg border border-border bg-muted/40 p-3 text-sm text-foreground sm:mx-6"
          data-testid="insights-silent-files"
          role="note"
        >
          <p className="font-semibold">Files that gave nothing to the profile</p>
          <ul className="mt-1 list-disc pl-5">
            {profile.silentFiles.map((f) => (
              <li key={f.fileId}>
                <span className="break-all font-medium">{f.fileName}</span>: {f.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="sr-only" role="status" aria-live="polite" data-testid="insights-status">
        {announcement}
      </p>
      <TipCallout tip={aiTip} title={AI_TIP_TITLE} icon="tip" className="mx-5 mt-5 sm:mx-6 sm:mt-6">
        <p>
          Generate insights once your CV or results are uploaded. Every statement shows the file and
          the words it came from, so you can check it. Nothing is invented.
        </p>
      </TipCallout>
      <div className="grid gap-4 p-5 sm:grid-cols-2 sm:p-6 lg:grid-cols-3">
        {INSIGHT_DIMENSIONS.map((dimension) => (
          <InsightBox
            key={dimension}
            dimension={dimension}
            reveal={example ? { state: 'done', items: shown[dimension] } : reveal.of(dimension)}
            evidence={profile?.evidence?.[dimension] ?? []}
            example={example}
            generating={generating}
          />
        ))}
      </div>
    </Card>
  );
}

/** What the card's file notes say, in one sentence for the status region (none: empty). */
function fileNotes(silent = 0, flagged = 0): string {
  const parts = [
    silent ? `${silent} ${silent === 1 ? 'file gave' : 'files gave'} nothing to the profile` : '',
    flagged ? `${flagged} ${flagged === 1 ? 'file names' : 'files name'} someone else` : '',
  ].filter(Boolean);
  return parts.length ? `${parts.join('; ')}: see the note below.` : '';
}
