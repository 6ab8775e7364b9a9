import type { User } from '@facet/contracts';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { PendingButton } from '@/components/ui/pending-button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useParseLinkedin } from '../api/parse-linkedin';
import {
  LINKEDIN_REFRESH_FAILED,
  LINKEDIN_REFRESH_FAILED_TITLE,
  LINKEDIN_UPDATED,
} from '../lib/linkedin-messages';

/** How long the success toast stays before the page reloads. */
export const RELOAD_DELAY_MS = 1200;

/**
 * 'Refresh Profile': analyses the latest import again. It reads 'Scraping...' while pending and
 * reloads the page on success (after a moment, so the toast can be read).
 */
export function RefreshButton({
  onUser,
  onReload,
}: {
  onUser: (user: User) => void;
  onReload: () => void;
}) {
  const mutation = useParseLinkedin(onUser);
  const [reloading, setReloading] = useState(false);
  const refresh = () => {
    mutation.mutate(undefined, {
      onSuccess: () => {
        toast({
          title: LINKEDIN_UPDATED,
          description: 'Your LinkedIn profile analysis is up to date.',
          variant: 'success',
        });
        setReloading(true);
        setTimeout(onReload, RELOAD_DELAY_MS);
      },
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: LINKEDIN_REFRESH_FAILED_TITLE,
          description: errorMessage(error, LINKEDIN_REFRESH_FAILED),
        });
      },
    });
  };
  return (
    <PendingButton
      variant="outline"
      onClick={refresh}
      pending={mutation.isPending || reloading}
      pendingLabel="Scraping..."
      icon={<RefreshCw aria-hidden="true" />}
    >
      Refresh Profile
    </PendingButton>
  );
}
