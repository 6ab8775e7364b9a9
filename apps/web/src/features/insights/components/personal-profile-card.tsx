import {
  cooldownMessage,
  type DiamondInsightsResponse,
  INSIGHT_DIMENSIONS,
  INSIGHT_MESSAGES,
} from '@facet/contracts';
import { Bot, FileSearch, LoaderCircle, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TooltipHelper } from '@/components/ui/tooltip-helper';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { formatRelativeTime } from '@/lib/format';
import { EmptyInsightsError, useGenerateDiamondInsights } from '../api/generate-insights';
import { useDiamondInsights } from '../api/get-insights';
import { useGenerationCooldown } from '../hooks/use-generation-cooldown';
import { useTypewriterReveal } from '../hooks/use-typewriter-reveal';
import { EXAMPLE_INSIGHTS, hasAnyStatement } from '../lib/dimensions';
import { InsightBox } from './insight-box';

export const GENERATION_FAILED = 'Failed to generate insights. Please try again.';
/** SPEC §4/§9: the AI tip opens by itself after 5 s. */
export const AI_TIP_DELAY_MS = 5_000;

/** Re-render every `ms` so relative times stay true. */
function useNow(ms = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

/** A server text worth showing as is (a JSON error message, not an HTML error page). */
function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const text = error.detail.trim();
  if (!text || text.startsWith('<') || text.length > 300) return null;
  if (error.status >= 500 && error.status !== 502 && error.status !== 503) return null;
  return text;
}

function failureToast(error: unknown) {
  const message = serverMessage(error);
  if (error instanceof ApiError && error.status === 429) {
    toast({ title: 'Please Wait', description: message ?? GENERATION_FAILED });
    return;
  }
  if (message === INSIGHT_MESSAGES.noFiles) {
    toast({ title: 'No Files Available', description: message, variant: 'destructive' });
    return;
  }
  toast({
    title: 'Generation Failed',
    description:
      error instanceof EmptyInsightsError ? GENERATION_FAILED : (message ?? GENERATION_FAILED),
    variant: 'destructive',
  });
}

export interface PersonalProfileCardProps {
  userId: string;
  /** Whether the user has a CV or a psychometric file; undefined while that is unknown. */
  hasFiles: boolean | undefined;
}

/**
 * SPEC §2 Personal Profile card: the generate button and the six insight boxes — examples before
 * anything is generated, overlays while generating, a typewriter reveal of a new profile, and the
 * evidence (file and quoted words) behind every generated statement.
 */
export function PersonalProfileCard({ userId, hasFiles }: PersonalProfileCardProps) {
  const saved = useDiamondInsights();
  const generate = useGenerateDiamondInsights(userId);
  const cooldown = useGenerationCooldown(userId);
  const [revealKey, setRevealKey] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const now = useNow();

  const profile: DiamondInsightsResponse | undefined = saved.data;
  const insights = profile?.insights && hasAnyStatement(profile.insights) ? profile.insights : null;
  const example = insights === null;
  const shown = insights ?? EXAMPLE_INSIGHTS;
  const reveal = useTypewriterReveal(insights, revealKey);
  const generating = generate.isPending;

  const onGenerate = () => {
    if (hasFiles === false) {
      toast({
        title: 'No Files Available',
        description: INSIGHT_MESSAGES.noFiles,
        variant: 'destructive',
      });
      return;
    }
    const minutes = cooldown.minutesLeft();
    if (minutes > 0) {
      toast({ title: 'Please Wait', description: cooldownMessage(minutes) });
      return;
    }
    setAnnouncement('Generating your insights…');
    generate.mutate(undefined, {
      onSuccess: (response) => {
        cooldown.recordSuccess();
        setRevealKey(response.generatedAt ?? String(Date.now()));
        setAnnouncement('Your diamond profile insights are ready.');
        toast({
          title: 'Insights Generated',
          description: 'Your diamond profile insights have been generated successfully.',
          variant: 'success',
        });
      },
      onError: (error) => {
        console.error('Insight generation failed:', error);
        setAnnouncement('Generation failed. Your previous insights are unchanged.');
        failureToast(error);
      },
    });
  };

  return (
    <Card className="overflow-hidden" data-testid="personal-profile-card">
      <div className="flex flex-col gap-4 border-b border-border bg-gradient-to-br from-indigo-50 via-white to-violet-50 p-5 sm:flex-row sm:items-start sm:justify-between sm:p-6">
        <div className="flex min-w-0 items-start gap-3">
          <span
            aria-hidden="true"
            className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-indigo-600 to-violet-600 text-white shadow-sm"
          >
            <Sparkles className="size-5" />
          </span>
          <div className="min-w-0">
            <div className="flex items-center gap-1">
              <h2 className="text-xl font-semibold tracking-tight">Personal Profile</h2>
              <TooltipHelper
                id="self-assessment-ai-tip"
                title="AI tip: your diamond profile"
                icon="tip"
                trigger="auto"
                delay={AI_TIP_DELAY_MS}
                persistent
                side="bottom"
                align="start"
                content={
                  <p>
                    Generate insights once your CV or results are uploaded. Every statement shows
                    the file and the words it came from, so you can check it. Nothing is invented.
                  </p>
                }
              />
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
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
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
