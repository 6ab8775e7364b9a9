import { Inbox, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { fullName, initials } from '@/lib/format';
import { useCurrentUser } from '../api/get-me';
import { LogoutButton } from './logout-button';

/** Dashboard header: avatar, name, e-mail (wide screens only), Settings link and Logout. */
export function AccountHeaderActions() {
  const user = useCurrentUser();
  return (
    <div className="flex items-center gap-2 sm:gap-3">
      <div className="flex min-w-0 items-center gap-3">
        <Avatar className="size-9">
          <AvatarFallback aria-hidden="true">
            {initials(user.firstName, user.lastName)}
          </AvatarFallback>
        </Avatar>
        <div className="hidden min-w-0 flex-col sm:flex">
          <span className="truncate text-sm font-semibold text-foreground" data-testid="user-name">
            {fullName(user.firstName, user.lastName)}
          </span>
          <span className="hidden truncate text-xs text-muted-foreground lg:block">
            {user.email}
          </span>
        </div>
      </div>
      <span aria-hidden="true" className="mx-1 hidden h-6 w-px bg-border sm:block" />
      <Button asChild variant="ghost" size="sm" aria-label="Shared with me" className="max-sm:px-2">
        <Link to="/notes/shared">
          <Inbox aria-hidden="true" />
          <span className="hidden md:inline">Shared with me</span>
        </Link>
      </Button>
      <Button asChild variant="ghost" size="sm" aria-label="Settings" className="max-sm:px-2">
        <Link to="/settings">
          <Settings aria-hidden="true" />
          <span className="hidden md:inline">Settings</span>
        </Link>
      </Button>
      <LogoutButton aria-label="Logout" className="max-sm:px-2.5" />
    </div>
  );
}
