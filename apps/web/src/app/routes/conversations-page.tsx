import { type Agent, SELF_ASSESSMENT_AGENT_ID } from '@facet/contracts';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';
import { useAgents } from '@/features/agents/api/get-agents';
import { NamePromptDialog } from '@/features/chat/components/name-prompt-dialog';
import { useChatUsername } from '@/features/chat/hooks/use-chat-username';
import { ConversationGrid } from '@/features/conversations/components/conversation-grid';
import { positiveIntParam } from '@/lib/search-params';
import { newChatTarget } from '@/lib/session-id';

/** The conversations view ('Know yourself better'), opened from /self-assessment. */
/**
 * The start action for the coach the page is filtered to: a self-assessment session with the
 * Self-Assessment Coach (and with no filter), a chat with any other open coach, none for a coach
 * that is not open yet.
 */
export function startLabel(agent: Agent | undefined): string | null {
  if (!agent || agent.category === 'self-assessment') return 'Start Self-Assessment Session';
  if (!agent.isActive) return null;
  return `Chat with ${agent.name}`;
}

export default function ConversationsPage() {
  const [searchParams] = useSearchParams();
  const agentId = positiveIntParam(searchParams, 'agentId');
  const navigate = useNavigate();
  const agents = useAgents();
  const [username, saveUsername] = useChatUsername();

  const agentNames = useMemo(
    () => new Map((agents.data ?? []).map((agent) => [agent.id, agent.name])),
    [agents.data],
  );
  const selectedName = agentId === undefined ? undefined : agentNames.get(agentId);
  const selected = agentId === undefined ? undefined : agents.data?.find((a) => a.id === agentId);
  const startText = startLabel(selected);

  const start = () => {
    const { to, options } = newChatTarget(agentId ?? SELF_ASSESSMENT_AGENT_ID, 'agentId');
    navigate(to, options);
  };

  return (
    <PageShell
      title="Know yourself better"
      description={
        selectedName
          ? `Your conversations with ${selectedName}.`
          : 'Explore your strengths, values and direction in conversation with your AI coaches.'
      }
      back={{ to: '/', label: 'Home' }}
      headingActions={
        startText ? (
          <Button onClick={start} className="max-sm:w-full">
            <Plus aria-hidden="true" />
            {startText}
          </Button>
        ) : null
      }
    >
      <ConversationGrid
        agentId={agentId}
        agentNames={agentNames}
        onStart={start}
        startLabel={startText}
      />
      <NamePromptDialog open={!username} onSave={saveUsername} />
    </PageShell>
  );
}
