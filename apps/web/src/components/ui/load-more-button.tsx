import { ChevronDown } from 'lucide-react';
import { PendingButton } from './pending-button';

/** 'Load more' under a paged list: shown while there is a next page, spinning while it loads. */
export function LoadMoreButton({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  label = 'Load more',
}: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  label?: string;
}) {
  if (!hasNextPage) return null;
  return (
    <div className="flex justify-center pt-2">
      <PendingButton
        variant="outline"
        pending={isFetchingNextPage}
        pendingLabel="Loading..."
        icon={<ChevronDown aria-hidden="true" />}
        onClick={() => fetchNextPage()}
      >
        {label}
      </PendingButton>
    </div>
  );
}
