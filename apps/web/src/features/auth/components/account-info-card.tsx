import { ShieldCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCurrentUser } from '../api/get-me';

/** SPEC §2: Account Information — User ID, Email, Account Status (always 'Active'). */
export function AccountInfoCard() {
  const user = useCurrentUser();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
          Account Information
        </CardTitle>
        <CardDescription>Details about your Facet account.</CardDescription>
      </CardHeader>
      <CardContent>
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
      </CardContent>
    </Card>
  );
}
