import { AgentListPage } from './agent-list-page';

export default function WellBeingPage() {
  return <AgentListPage page="well-being" />;
}
