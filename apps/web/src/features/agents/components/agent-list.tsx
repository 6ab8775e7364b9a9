import type { Agent } from '@facet/contracts';
import { ArrowRight, Bot, Cpu } from 'lucide-react';
import { useNavigate } from 'react-router';
import { LoadErrorCard, SkeletonGrid } from '@/components/layout/load-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { createSessionId } from '@/lib/session-id';
import { useAgents } from '../api/get-agents';
import {
  type AgentPageConfig,
  agentIcon,
  agentsForPage,
  canStart,
  DEFAULT_AGENT_DESCRIPTION,
  EMPTY_AGENTS_HINT,
} from '../lib/agent-pages';

function AgentCard({ agent, page }: { agent: Agent; page: AgentPageConfig }) {
  const navigate = useNavigate();
  const Icon = agentIcon(agent.name);
  const startable = canStart(page, agent.name);
  const headingId = `agent-${agent.id}-name`;
  const start = () => {
    navigate(`/chat/${createSessionId()}?agent=${agent.id}`);
  };
  return (
    <Card
      className="flex h-full flex-col p-5 transition-shadow hover:shadow-card-hover"
      data-testid="agent-card"
    >
      <div className="flex items-start justify-between gap-3">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary"
        >
          <Icon className="size-6" />
        </span>
        {agent.isActive ? <Badge variant="success">Active</Badge> : null}
      </div>
      <h2 id={headingId} className="mt-4 text-lg font-semibold tracking-tight text-foreground">
        {agent.name}
      </h2>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">
        {agent.description?.trim() || DEFAULT_AGENT_DESCRIPTION}
      </p>
      <p className="mt-4 inline-flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
        <Cpu className="size-3.5" aria-hidden="true" />
        <span className="sr-only">Model: </span>
        {agent.model}
      </p>
      <div className="mt-4">
        {startable ? (
          <Button className="w-full" onClick={start} aria-describedby={headingId}>
            {page.startLabel}
            <ArrowRight aria-hidden="true" />
          </Button>
        ) : (
          <Button variant="secondary" className="w-full" disabled aria-describedby={headingId}>
            Coming Soon
          </Button>
        )}
      </div>
    </Card>
  );
}

function AgentCardSkeleton() {
  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex justify-between">
        <Skeleton className="size-12 rounded-xl" />
        <Skeleton className="h-5 w-14 rounded-full" />
      </div>
      <Skeleton className="h-5 w-2/3" />
      <div className="grid gap-2">
        <Skeleton className="h-3.5 w-full" />
        <Skeleton className="h-3.5 w-5/6" />
      </div>
      <Skeleton className="h-3 w-20" />
      <Skeleton className="h-10 w-full rounded-lg" />
    </Card>
  );
}

/** SPEC §2 agent list: the page's agents as cards, skeletons while loading, an empty state. */
export function AgentList({ page }: { page: AgentPageConfig }) {
  const { data, isPending, isError, error, refetch } = useAgents();

  if (isPending) return <SkeletonGrid label="Loading assistants" card={AgentCardSkeleton} />;

  if (isError) {
    return (
      <LoadErrorCard
        title="We couldn't load the assistants."
        error={error}
        onRetry={() => refetch()}
      />
    );
  }

  const agents = agentsForPage(data, page);
  if (agents.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center">
        <span
          aria-hidden="true"
          className="flex size-14 items-center justify-center rounded-2xl bg-muted text-muted-foreground"
        >
          <Bot className="size-6" />
        </span>
        <h2 className="text-xl font-semibold">{page.emptyTitle}</h2>
        <p className="max-w-md text-muted-foreground">{EMPTY_AGENTS_HINT}</p>
      </Card>
    );
  }

  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {agents.map((agent) => (
        <li key={agent.id}>
          <AgentCard agent={agent} page={page} />
        </li>
      ))}
    </ul>
  );
}
