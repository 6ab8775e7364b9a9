import { ShieldCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useCurrentUser } from '../api/get-me';
import { SettingsCard } from './settings-card';

/** Account Information — User ID, Email, Account Status (always 'Active'). */
export function AccountInfoCard() {
  const user = useCurrentUser();
  return (
    <SettingsCard
      icon={ShieldCheck}
      title="Account Information"
      description="Details about your Facet account."
    >
      <dl className="grid gap-4 text-sm">
        <div className="grid gap-1">
          <dt className="font-medium text-muted-foreground">User ID</dt>
          <dd className="font-mono text-sm break-all text-foreground">{user.id}</dd>
        </div>
        <div className="grid gap-1">
          <dt className="font-medium text-muted-foreground">Email</dt>
          <dd className="break-all text-foreground">{user.email}</dd>
        </div>
        <div className="grid gap-1">
          <dt className="font-medium text-muted-foreground">Account Status</dt>
          <dd>
            <Badge variant="success">Active</Badge>
          </dd>
        </div>
      </dl>
    </SettingsCard>
  );
}
