import { Bot } from 'lucide-react';
import { cn } from '@/lib/utils';
import { useAgents } from '../api/get-agents';

/** The dashboard loads the agents list; it shows how many coaches are ready. */
export function AgentCount({ className }: { className?: string }) {
  const { data } = useAgents();
  const active = data?.filter((agent) => agent.isActive).length ?? 0;
  if (!data || active === 0) return null;
  return (
    <p
      className={cn(
        'inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1.5 text-sm font-medium text-white ring-1 ring-white/25',
        className,
      )}
      data-testid="agent-count"
    >
      <Bot className="size-4" aria-hidden="true" />
      {active} AI {active === 1 ? 'coach' : 'coaches'} ready to help
    </p>
  );
}
