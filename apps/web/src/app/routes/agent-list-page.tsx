import { PageShell } from '@/components/layout/page-shell';
import { AgentList } from '@/features/agents/components/agent-list';
import { AGENT_PAGES, type AgentPageKey } from '@/features/agents/lib/agent-pages';

/** Agent list pages (/well-being, /transition-tools, /personal-branding). */
export function AgentListPage({ page }: { page: AgentPageKey }) {
  const config = AGENT_PAGES[page];
  return (
    <PageShell
      title={config.title}
      description={config.description}
      back={{ to: '/', label: 'Back to Home' }}
    >
      <AgentList page={config} />
    </PageShell>
  );
}
