import type { Agent } from '@facet/contracts';
import { ArrowRight, Bot, Cpu } from 'lucide-react';
import { useNavigate } from 'react-router';
import {
  CardSkeleton,
  EmptyState,
  LoadErrorCard,
  SkeletonGrid,
} from '@/components/layout/load-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ComingSoonButton } from '@/components/ui/coming-soon-button';
import { IconTile } from '@/components/ui/icon-tile';
import { newChatTarget } from '@/lib/session-id';
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
  const startable = canStart(page, agent.name);
  const headingId = `agent-${agent.id}-name`;
  const start = () => {
    const { to, options } = newChatTarget(agent.id, 'agent');
    navigate(to, options);
  };
  return (
    <Card
      className="flex h-full flex-col p-5 transition-shadow hover:shadow-card-hover"
      data-testid="agent-card"
    >
      <div className="flex items-start justify-between gap-3">
        <IconTile icon={agentIcon(agent.name)} />
        {agent.isActive ? <Badge variant="success">Active</Badge> : null}
      </div>
      <h2 id={headingId} className="mt-4 text-lg font-semibold tracking-tight text-foreground">
        {agent.name}
      </h2>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">
        {agent.description?.trim() || DEFAULT_AGENT_DESCRIPTION}
      </p>
      <p
        data-testid="model-label"
        className="mt-4 inline-flex items-center gap-1.5 text-xs font-medium text-muted-foreground"
      >
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
          <ComingSoonButton describedBy={headingId} />
        )}
      </div>
    </Card>
  );
}

function AgentCardSkeleton() {
  return <CardSkeleton lines={['h-5 w-2/3', 'h-3.5 w-full', 'h-3.5 w-5/6', 'h-3 w-20']} button />;
}

/** An agent list page: the page's agents as cards, skeletons while loading, an empty state. */
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
      <EmptyState icon={Bot} tone="muted" title={page.emptyTitle}>
        <p>{EMPTY_AGENTS_HINT}</p>
      </EmptyState>
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
