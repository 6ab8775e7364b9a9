import type { CoachStatusResponse } from '@facet/contracts';
import { ArrowLeft, Eraser, Settings2, UserRound, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Emoji } from '@/components/ui/emoji';
import { IconButton } from '@/components/ui/icon-button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { agentEmoji, chatBackLink, firstSentence } from '../lib/agent-display';

export interface ChatHeaderAgent {
  name: string;
  model: string;
  description: string | null;
}

export interface ChatHeaderProps {
  agent: ChatHeaderAgent | undefined;
  /** The conversation or its coach could not be found: no skeleton waits for them. */
  unavailable?: boolean;
  /** The conversation's model setting (shown when known, else the agent's model label). */
  model?: string | undefined;
  username: string | null;
  coach: CoachStatusResponse['coach'] | undefined;
  onOpenSettings: () => void;
  onClearChat: () => void;
  canClear: boolean;
  settingsDisabled?: boolean;
  /** Extra controls before Clear chat (e.g. the Notes drawer button on small screens). */
  actions?: ReactNode;
}

function AgentBadge({ name }: { name: string | undefined }) {
  return (
    <span
      data-testid="agent-emoji"
      className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-primary-soft sm:size-10"
    >
      <Emoji char={agentEmoji(name)} className="size-5 sm:size-6" />
    </span>
  );
}

/**
 * The chat header: Back link, agent emoji (chosen by name keywords), name, model (none for the
 * offline coach), the first
 * sentence of the description, the username (large screens), Clear chat and Settings.
 */
export function ChatHeader({
  agent,
  unavailable = false,
  model,
  username,
  coach,
  onOpenSettings,
  onClearChat,
  canClear,
  settingsDisabled = false,
  actions,
}: ChatHeaderProps) {
  const backTo = chatBackLink(agent?.name);
  const summary = firstSentence(agent?.description);
  return (
    <header className="chat-header sticky top-0 z-30 border-b border-border bg-card">
      <div className="flex min-h-16 items-center gap-2 px-3 py-2 sm:gap-3 sm:px-5">
        <Link
          to={backTo}
          className="inline-flex shrink-0 items-center gap-1.5 rounded-md px-1.5 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          <span className="max-sm:sr-only">Back</span>
        </Link>
        <span aria-hidden="true" className="hidden h-6 w-px bg-border sm:block" />
        {agent ? (
          <>
            <AgentBadge name={agent.name} />
            <div className="min-w-0 flex-1">
              <div className="flex min-w-0 items-center gap-2">
                {/* A long name wraps to two lines on a phone rather than being cut mid-word. */}
                <h1 className="line-clamp-2 text-[0.9375rem] leading-snug font-semibold text-foreground [overflow-wrap:anywhere] sm:line-clamp-none sm:truncate sm:text-lg">
                  {agent.name}
                </h1>
                {/* The offline coach uses no model, so it shows none. */}
                {coach?.kind === 'offline' ? null : (
                  <span
                    data-testid="model-label"
                    className="hidden shrink-0 rounded-md border border-border bg-muted px-1.5 py-0.5 font-mono text-[0.7rem] font-medium text-muted-foreground sm:inline"
                  >
                    <span className="sr-only">Model: </span>
                    {model ?? agent.model}
                  </span>
                )}
              </div>
              {summary ? (
                <p className="truncate text-xs text-muted-foreground sm:text-sm">{summary}</p>
              ) : null}
            </div>
          </>
        ) : unavailable ? (
          <>
            <AgentBadge name={undefined} />
            <div className="min-w-0 flex-1">
              <h1 className="truncate text-base font-semibold text-foreground sm:text-lg">Chat</h1>
              <p className="truncate text-xs text-muted-foreground sm:text-sm">
                This conversation is not available.
              </p>
            </div>
          </>
        ) : (
          <div className="flex min-w-0 flex-1 items-center gap-3" aria-hidden="true">
            <Skeleton className="size-10 rounded-xl" />
            <div className="grid flex-1 gap-1.5">
              <Skeleton className="h-4 w-40 max-w-full" />
              <Skeleton className="h-3 w-64 max-w-full" />
            </div>
          </div>
        )}
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          {coach?.kind === 'offline' ? (
            <Tooltip>
              <TooltipTrigger asChild>
                <button
                  type="button"
                  className="offline-badge hidden cursor-help items-center gap-1.5 rounded-full border border-amber-300 bg-accent-soft px-2.5 py-1 text-xs font-semibold text-accent-foreground md:inline-flex"
                  aria-label={coach.label}
                >
                  <WifiOff className="size-3.5" aria-hidden="true" />
                  Offline coach
                </button>
              </TooltipTrigger>
              <TooltipContent>{coach.label}</TooltipContent>
            </Tooltip>
          ) : null}
          {username ? (
            <span
              className="hidden items-center gap-1.5 rounded-full bg-primary-soft px-2.5 py-1 text-xs font-semibold text-primary-soft-foreground lg:inline-flex"
              data-testid="username-badge"
            >
              <UserRound className="size-3.5" aria-hidden="true" />
              <span className="sr-only">Chatting as </span>
              {username}
            </span>
          ) : null}
          {actions}
          <IconButton icon={Eraser} label="Clear chat" onClick={onClearChat} disabled={!canClear} />
          <Button
            variant="outline"
            aria-label="Chat settings"
            onClick={onOpenSettings}
            disabled={settingsDisabled}
            className="max-sm:size-10 max-sm:px-0"
          >
            <Settings2 aria-hidden="true" />
            <span className="max-sm:sr-only">Settings</span>
          </Button>
        </div>
      </div>
    </header>
  );
}
