import { AgentListPage } from './agent-list-page';

export default function PersonalBrandingPage() {
  return <AgentListPage page="personal-branding" />;
}
