import { NOTE_CONTENT_MAX } from '@facet/contracts';
import { MessageSquareDashed } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { EmptyState, LoadErrorCard } from '@/components/layout/load-states';
import { PageShell } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PortalClassProvider } from '@/components/ui/portal-class';
import { Skeleton } from '@/components/ui/skeleton';
import { toast, toastError } from '@/components/ui/use-toast';
import { useAgent } from '@/features/agents/api/get-agents';
import { useCoachStatus } from '@/features/agents/api/get-coach-status';
import { useAuth } from '@/features/auth/api/get-me';
import { useClearMessages } from '@/features/chat/api/clear-messages';
import { useMessages, visibleMessages } from '@/features/chat/api/get-messages';
import { ChatError } from '@/features/chat/components/chat-error';
import { ChatHeader } from '@/features/chat/components/chat-header';
import { Composer } from '@/features/chat/components/composer';
import { EmptyChat } from '@/features/chat/components/empty-chat';
import type { MessageActionHandlers } from '@/features/chat/components/message-actions';
import { MessageList } from '@/features/chat/components/message-list';
import { NamePromptDialog } from '@/features/chat/components/name-prompt-dialog';
import { useChatSender } from '@/features/chat/hooks/use-chat-sender';
import { useChatUsername } from '@/features/chat/hooks/use-chat-username';
import { agentEmoji } from '@/features/chat/lib/agent-display';
import { CoachLinksContext } from '@/features/chat/lib/coach-links';
import { CoachProposalsContext } from '@/features/chat/lib/coach-proposals';
import { useConversation } from '@/features/conversations/api/get-conversation';
import { ChatSettingsDialog } from '@/features/conversations/components/chat-settings-dialog';
import {
  ConversationSheet,
  ConversationSidebar,
} from '@/features/conversations/components/conversation-sidebar';
import { chatThemeClass } from '@/features/conversations/lib/chat-theme';
import { useCreateNote } from '@/features/notes/api/create-note';
import { NotesSheet, NotesSidePanel } from '@/features/notes/components/notes-side-panel';
import { errorMessage } from '@/lib/api-client';
import { positiveIntParam } from '@/lib/search-params';
import { isNewSession } from '@/lib/session-id';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';

export const CLEAR_CHAT_CONFIRM = 'Are you sure you want to clear the chat history?';
export const CLEAR_CHAT_FAILED = 'Failed to clear chat. Please try again.';
export const SAVED_TO_NOTES = 'Saved to notes';
export const SAVE_TO_NOTES_FAILED = 'Failed to save to notes. Please try again.';
/** A note title is one line of at most 200 characters: the text's first words. */
const NOTE_TITLE_WORDS = 80;

/** The note a saved reply (or a part of it) becomes: its first line as the title, the text as it is. */
export function replyNote(text: string): { title: string; content: string } {
  const firstLine =
    text
      .split('\n')
      .map((line) => line.replace(/[#>*_`]+/g, '').trim())
      .find(Boolean) ?? 'Saved reply';
  const title =
    firstLine.length > NOTE_TITLE_WORDS
      ? `${firstLine.slice(0, NOTE_TITLE_WORDS - 1).trimEnd()}…`
      : firstLine;
  return { title, content: text.slice(0, NOTE_CONTENT_MAX) };
}

function NoConversation() {
  return (
    <PageShell title="Chat" back={{ to: '/', label: 'Back to Home' }}>
      <EmptyState
        icon={MessageSquareDashed}
        tone="muted"
        title="No conversation selected"
        action={
          <Button asChild variant="outline">
            <Link to="/">Back to Conversations</Link>
          </Button>
        }
      >
        <p>Please select a conversation from the list</p>
      </EmptyState>
    </PageShell>
  );
}

function ListSkeleton() {
  return (
    <div
      className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-6 px-3 py-8 sm:px-6"
      role="status"
      aria-label="Loading conversation"
    >
      <div className="flex gap-3">
        <Skeleton className="size-9 rounded-full" />
        <Skeleton className="h-20 w-3/5 rounded-2xl" />
      </div>
      <div className="flex justify-end">
        <Skeleton className="h-12 w-2/5 rounded-2xl" />
      </div>
      <div className="flex gap-3">
        <Skeleton className="size-9 rounded-full" />
        <Skeleton className="h-28 w-2/3 rounded-2xl" />
      </div>
    </div>
  );
}

/** The chat screen (/chat/{sessionId}); the agent id comes from the query as `agentId` or `agent`. */
function ChatScreen({ sessionId }: { sessionId: string }) {
  const [searchParams] = useSearchParams();
  const queryAgentId = positiveIntParam(searchParams, 'agentId', 'agent');
  const location = useLocation();
  const navigate = useNavigate();
  const isNew = isNewSession(location.state);
  const conversationQuery = useConversation({ sessionId, agentId: queryAgentId, isNew });
  // null: not made yet; the first message makes it (on the server, in POST /api/chat).
  const conversation = conversationQuery.data ?? undefined;
  const draft = conversationQuery.data === null;
  const unavailable = conversationQuery.isError;
  const { agent, data: allAgents } = useAgent(conversation?.agentId ?? queryAgentId);
  // The other coaches a reply may name: their names become links that open a chat with them.
  const otherCoaches = useMemo(
    () =>
      (allAgents ?? [])
        .filter((a) => a.isActive && a.id !== agent?.id)
        .map((a) => ({ id: a.id, name: a.name })),
    [allAgents, agent?.id],
  );
  const coach = useCoachStatus().data;
  const [username, saveUsername] = useChatUsername();
  const auth = useAuth();
  const firstName = auth.status === 'signed-in' ? auth.user.firstName : '';
  const sender = useChatSender(sessionId, conversation?.agentId ?? queryAgentId);
  const messagesQuery = useMessages(sessionId, Boolean(conversation), sender.phase !== 'idle');
  const clearMutation = useClearMessages(sessionId);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [clearOpen, setClearOpen] = useState(false);
  useDocumentTitle(agent ? `Chat with ${agent.name}` : 'Chat');

  const messages = useMemo(
    () => visibleMessages(messagesQuery.data ?? [], sender.phase !== 'idle'),
    [messagesQuery.data, sender.phase],
  );

  // A reply still being written when the page opens (a reload, a dropped connection) is followed
  // live, from whichever server writes it, with Stop available.
  const lastMessage = messagesQuery.data?.at(-1);
  const resumeRef = useRef(sender.resume);
  resumeRef.current = sender.resume;
  useEffect(() => {
    if (lastMessage?.role === 'assistant' && lastMessage.status === 'streaming') {
      resumeRef.current(lastMessage);
    }
  }, [lastMessage]);

  // The first message makes the conversation: from then on (a reload too) it is read, not new.
  const send = useCallback(
    (content: string, files: readonly File[] = []) => {
      if (isNew) {
        navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
      }
      return sender.send(content, files);
    },
    [isNew, navigate, location.pathname, location.search, sender.send],
  );
  // Stable across renders so memoised rows never re-render because of it.
  const sendRef = useRef(send);
  sendRef.current = send;
  const sendSuggestion = useCallback((text: string) => {
    void sendRef.current(text, []);
  }, []);

  // Copy, regenerate, edit-and-resend and save to notes, on each message.
  const createNote = useCreateNote(sessionId);
  const regenerateRef = useRef(sender.regenerate);
  regenerateRef.current = sender.regenerate;
  const editRef = useRef(sender.edit);
  editRef.current = sender.edit;
  const saveNoteRef = useRef(createNote.mutate);
  saveNoteRef.current = createNote.mutate;
  const actions = useMemo<MessageActionHandlers>(
    () => ({
      busy: sender.busy,
      canSaveNotes: Boolean(conversation),
      onRegenerate: () => void regenerateRef.current(),
      onEdit: (id, content) => void editRef.current(id, content),
      onSaveToNote: (text) =>
        saveNoteRef.current(replyNote(text), {
          onSuccess: () => toast({ title: SAVED_TO_NOTES, variant: 'success' }),
          onError: (error) => toastError('Note not created', error, SAVE_TO_NOTES_FAILED),
        }),
    }),
    [sender.busy, conversation],
  );

  const emoji = agentEmoji(agent?.name);
  const agentName = agent?.name ?? 'Your coach';
  const streaming = sender.phase !== 'idle';

  const confirmClear = () => {
    clearMutation.mutate(undefined, {
      onSuccess: () => {
        setClearOpen(false);
        sender.clearError();
      },
      onError: (error) => {
        setClearOpen(false);
        sender.setError(errorMessage(error, CLEAR_CHAT_FAILED));
      },
    });
  };

  let body: React.ReactNode;
  if (conversationQuery.isError) {
    body = (
      <div className="flex flex-1 items-center justify-center p-6">
        <LoadErrorCard
          title="We couldn't open this conversation"
          error={conversationQuery.error}
          onRetry={() => conversationQuery.refetch()}
          action={
            <Button asChild variant="outline">
              <Link to="/">Choose a coach</Link>
            </Button>
          }
          className="max-w-md p-8"
        />
      </div>
    );
  } else if (!draft && (!conversation || messagesQuery.isPending)) {
    body = <ListSkeleton />;
  } else if (messagesQuery.isError && messages.length === 0) {
    body = (
      <div className="flex flex-1 items-center justify-center p-6">
        <LoadErrorCard
          title="We couldn't load the messages"
          error={messagesQuery.error}
          onRetry={() => messagesQuery.refetch()}
          className="max-w-md p-8"
        />
      </div>
    );
  } else {
    body = (
      <CoachLinksContext.Provider value={otherCoaches}>
        <CoachProposalsContext.Provider value={Boolean(coach && coach.kind !== 'offline')}>
          <MessageList
            messages={messages}
            store={sender.store}
            agentEmoji={emoji}
            agentName={agentName}
            busy={sender.busy}
            streaming={streaming}
            onSuggestion={sendSuggestion}
            actions={actions}
            empty={
              <EmptyChat
                agentEmoji={emoji}
                agentName={agentName}
                onSelect={sendSuggestion}
                disabled={sender.busy}
              />
            }
          />
        </CoachProposalsContext.Provider>
      </CoachLinksContext.Provider>
    );
  }

  const themeClass = chatThemeClass(conversation?.theme);
  return (
    <PortalClassProvider value={themeClass}>
      <div
        className={cn(
          themeClass,
          'flex h-dvh flex-col overflow-hidden bg-background text-foreground',
        )}
        data-theme={conversation?.theme ?? 'default'}
        data-testid="chat-root"
      >
        <ChatHeader
          agent={agent}
          unavailable={unavailable}
          model={conversation?.model}
          username={username}
          coach={coach}
          onOpenSettings={() => setSettingsOpen(true)}
          onClearChat={() => setClearOpen(true)}
          canClear={messages.length > 0 && !sender.busy}
          settingsDisabled={!conversation}
          actions={
            <>
              <ConversationSheet currentSessionId={sessionId} />
              <NotesSheet
                sessionId={sessionId}
                enabled={Boolean(conversation)}
                unavailable={unavailable}
              />
            </>
          }
        />
        <div className="flex min-h-0 flex-1">
          <ConversationSidebar currentSessionId={sessionId} />
          <main id="main" className="flex min-w-0 flex-1 flex-col">
            {body}
            <footer className="chat-footer border-t border-border bg-card px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-6">
              <div className="mx-auto grid w-full max-w-3xl gap-2">
                {sender.error ? (
                  <ChatError message={sender.error} onDismiss={sender.clearError} />
                ) : null}
                <Composer onSend={send} busy={sender.busy} onStop={sender.stop} />
                {/* Who writes the replies, in the server's words for the coach in use. */}
                <p
                  className="min-h-4 text-center text-xs text-muted-foreground"
                  data-testid="ai-notice"
                >
                  {coach?.label}
                </p>
              </div>
            </footer>
          </main>
          <NotesSidePanel
            sessionId={sessionId}
            enabled={Boolean(conversation)}
            unavailable={unavailable}
          />
        </div>

        {conversation ? (
          <ChatSettingsDialog
            conversation={conversation}
            models={coach?.models}
            open={settingsOpen}
            onOpenChange={setSettingsOpen}
          />
        ) : null}
        <ConfirmDialog
          open={clearOpen}
          onOpenChange={setClearOpen}
          title="Clear chat"
          description={CLEAR_CHAT_CONFIRM}
          confirmLabel="Clear chat"
          onConfirm={confirmClear}
          pending={clearMutation.isPending}
        />
        <NamePromptDialog open={!username} onSave={saveUsername} initialName={firstName} />
      </div>
    </PortalClassProvider>
  );
}

export default function ChatPage() {
  const { sessionId } = useParams();
  if (!sessionId) return <NoConversation />;
  return <ChatScreen key={sessionId} sessionId={sessionId} />;
}
