import { AgentListPage } from './agent-list-page';

export default function TransitionToolsPage() {
  return <AgentListPage page="transition-tools" />;
}
