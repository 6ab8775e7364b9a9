import type { Conversation } from '@facet/contracts';
import { Check, MessagesSquare, PanelLeftClose, Pencil, Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { Input } from '@/components/ui/input';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { toastError } from '@/components/ui/use-toast';
import { cn } from '@/lib/utils';
import { useConversations } from '../api/get-conversations';
import { useUpdateConversation } from '../api/update-conversation';

/** How long typing pauses before the search runs. */
export const SEARCH_DEBOUNCE_MS = 250;
export const RENAME_FAILED = 'Failed to rename the conversation. Please try again.';

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** One conversation in the list: a link to it, and rename in place. */
function ConversationItem({
  conversation,
  current,
}: {
  conversation: Conversation;
  current: boolean;
}) {
  const [renaming, setRenaming] = useState(false);
  const [title, setTitle] = useState(conversation.title);
  const update = useUpdateConversation(conversation.sessionId);
  const save = () => {
    const next = title.trim();
    if (!next || next === conversation.title) {
      setRenaming(false);
      return;
    }
    update.mutate(
      { title: next },
      {
        onSuccess: () => setRenaming(false),
        onError: (error) => toastError('Not renamed', error, RENAME_FAILED),
      },
    );
  };
  if (renaming) {
    return (
      <li>
        <form
          className="flex items-center gap-1 px-1 py-1"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <Input
            aria-label="Conversation title"
            value={title}
            maxLength={200}
            onChange={(event) => setTitle(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setRenaming(false);
            }}
            className="h-8"
            autoFocus
          />
          <IconButton icon={Check} label="Save title" type="submit" className="size-8" />
          <IconButton
            icon={X}
            label="Cancel rename"
            className="size-8"
            onClick={() => setRenaming(false)}
          />
        </form>
      </li>
    );
  }
  return (
    <li className="group flex items-center gap-1">
      <Link
        to={`/chat/${encodeURIComponent(conversation.sessionId)}`}
        aria-current={current ? 'page' : undefined}
        className={cn(
          'min-w-0 flex-1 truncate rounded-md px-2 py-2 text-sm text-foreground hover:bg-muted',
          current && 'bg-primary-soft font-semibold text-primary-soft-foreground',
        )}
        data-testid="sidebar-conversation"
      >
        {conversation.title}
      </Link>
      <IconButton
        icon={Pencil}
        label={`Rename ${conversation.title}`}
        className="size-8 shrink-0"
        onClick={() => {
          setTitle(conversation.title);
          setRenaming(true);
        }}
      />
    </li>
  );
}

/** The member's conversations with search (title and message text) and rename. */
export function ConversationList({ currentSessionId }: { currentSessionId: string }) {
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const list = useConversations(undefined, q || undefined);
  const conversations = list.conversations ?? [];
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Search conversations"
          placeholder="Search titles and messages"
          value={text}
          maxLength={200}
          onChange={(event) => setText(event.target.value)}
          className="h-9 pl-8"
        />
      </div>
      {list.isPending ? (
        <p className="px-2 text-sm text-muted-foreground" role="status">
          Loading conversations…
        </p>
      ) : list.isError ? (
        <p className="px-2 text-sm text-destructive" role="alert">
          We couldn't load your conversations.
        </p>
      ) : conversations.length === 0 ? (
        <p className="px-2 text-sm text-muted-foreground">
          {q ? `No conversation matches "${q}".` : 'No conversations yet.'}
        </p>
      ) : (
        <ul className="-mx-1 flex min-h-0 flex-col overflow-y-auto" aria-label="Conversations">
          {conversations.map((conversation) => (
            <ConversationItem
              key={conversation.sessionId}
              conversation={conversation}
              current={conversation.sessionId === currentSessionId}
            />
          ))}
        </ul>
      )}
      {list.hasNextPage ? (
        <Button
          variant="outline"
          size="sm"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          Load more
        </Button>
      ) : null}
    </div>
  );
}

/** Large screens: the list beside the chat, which the member can fold away. */
export function ConversationSidebar({ currentSessionId }: { currentSessionId: string }) {
  const [open, setOpen] = useState(true);
  if (!open) {
    return (
      <div className="hidden shrink-0 border-r border-border bg-card p-2 lg:block">
        <IconButton
          icon={MessagesSquare}
          label="Show conversations"
          className="size-9"
          onClick={() => setOpen(true)}
        />
      </div>
    );
  }
  return (
    <aside
      aria-labelledby="conversation-list-heading"
      className="chat-side-panel hidden w-72 shrink-0 flex-col gap-3 border-r border-border bg-card p-4 lg:flex"
      data-testid="conversation-sidebar"
    >
      <div className="flex items-center justify-between">
        <h2 id="conversation-list-heading" className="text-sm font-semibold text-foreground">
          Conversations
        </h2>
        <IconButton
          icon={PanelLeftClose}
          label="Hide conversations"
          className="size-8"
          onClick={() => setOpen(false)}
        />
      </div>
      <ConversationList currentSessionId={currentSessionId} />
    </aside>
  );
}

/** Small screens: a 'Conversations' button in the chat header opens the list as a sheet. */
export function ConversationSheet({ currentSessionId }: { currentSessionId: string }) {
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="outline" className="max-sm:size-10 max-sm:px-0 lg:hidden">
          <MessagesSquare aria-hidden="true" />
          <span className="max-sm:sr-only">Conversations</span>
        </Button>
      </SheetTrigger>
      <SheetContent hideClose className="flex flex-col gap-3 p-4 sm:p-5 lg:hidden">
        <div className="flex items-center justify-between">
          <SheetTitle>Conversations</SheetTitle>
          <SheetClose asChild>
            <IconButton icon={X} label="Close conversations" className="size-9" />
          </SheetClose>
        </div>
        <SheetDescription className="sr-only">
          Your conversations: search them, rename them, open one.
        </SheetDescription>
        <ConversationList currentSessionId={currentSessionId} />
      </SheetContent>
    </Sheet>
  );
}
