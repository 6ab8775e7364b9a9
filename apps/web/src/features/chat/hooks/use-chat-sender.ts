import { type ChatStreamEvent, chatDisplayNameSchema, type Message } from '@facet/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { isAbortError, SEND_FAILED, StreamError, type StreamOutcome } from '@/lib/sse-client';
import { chatKeys } from '../api/chat-keys';
import { resumeReply, stopReply } from '../api/resume-reply';
import { sendMessage } from '../api/send-message';
import { createStreamStore, isBusy, type StreamPhase } from '../lib/stream-store';
import { useChatUsername } from './use-chat-username';

/** After Stop, the server saves the partial reply: refetch once it answers (then retry a little). */
export const STOP_REFETCH_DELAY_MS = 300;
const STOP_REFETCH_RETRIES = 4;

export type SendResult = 'sent' | 'rejected';

function attachmentsMeta(files: readonly File[]): string | null {
  if (files.length === 0) return null;
  return JSON.stringify(
    files.map((file) => ({ type: file.type || 'file', originalName: file.name, size: file.size })),
  );
}

/**
 * Sending a message: clears the error, shows 'AI is thinking...', accumulates chunks into
 * the live reply, and on complete refreshes the message list. Errors show their text.
 * A reply still being written when the page opens (a reload) is followed the same way (`resume`).
 * Stop asks the server to stop the reply (it goes on when only the connection drops) and drops
 * the local stream; the server keeps the partial reply, which a refetch brings back.
 */
export function useChatSender(sessionId: string, agentId: number | undefined) {
  const queryClient = useQueryClient();
  const [store] = useState(createStreamStore);
  const phase = useSyncExternalStore(store.subscribe, () => store.get().phase);
  const [error, setError] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  /** Replies this page has already followed after a reload: each is resumed at most once. */
  const resumedRef = useRef(new Set<string>());
  const timersRef = useRef<number[]>([]);
  const messagesKey = useMemo(() => chatKeys.messages(sessionId), [sessionId]);
  // The coach calls the member by the name they chose; a stored name the server would refuse
  // (odd characters) is simply not sent, so it never costs the member their message.
  const [username] = useChatUsername();
  const displayName = useMemo(() => {
    const parsed = chatDisplayNameSchema.safeParse(username ?? '');
    return parsed.success ? parsed.data : undefined;
  }, [username]);

  useEffect(
    () => () => {
      abortRef.current?.abort();
      for (const timer of timersRef.current) window.clearTimeout(timer);
    },
    [],
  );

  const refreshLists = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['conversations', 'list'] });
    // The first message creates the conversation on the server: the chat learns of it here.
    void queryClient.invalidateQueries({ queryKey: ['conversations', 'detail', sessionId] });
  }, [queryClient, sessionId]);

  /** Streams one reply into the store, then shows how it ended. */
  const follow = useCallback(
    async (
      open: (options: {
        signal: AbortSignal;
        onEvent: (event: ChatStreamEvent) => void;
      }) => Promise<StreamOutcome | null>,
    ): Promise<SendResult> => {
      const controller = new AbortController();
      abortRef.current = controller;
      try {
        const outcome = await open({
          signal: controller.signal,
          onEvent: (event) => {
            if (event.type === 'snapshot') store.set({ phase: 'streaming', text: event.content });
            if (event.type === 'chunk') store.append(event.delta);
          },
        });
        if (outcome) {
          // Show the finished reply at once, then refresh from the server (real ids, titles).
          // The same row was saved while streaming: replace it, never list it twice.
          const finished = outcome.event.message;
          queryClient.setQueryData<Message[]>(messagesKey, (old) => [
            ...(old ?? []).filter((m) => m.id !== finished.id),
            finished,
          ]);
        }
        store.set({ phase: 'idle', text: '' });
        await queryClient.invalidateQueries({ queryKey: messagesKey });
        refreshLists();
        return 'sent';
      } catch (failure) {
        if (isAbortError(failure) || controller.signal.aborted) return 'sent';
        const message = failure instanceof StreamError ? failure.message : SEND_FAILED;
        setError(message || SEND_FAILED);
        store.set({ phase: 'idle', text: '' });
        void queryClient.invalidateQueries({ queryKey: messagesKey });
        return failure instanceof StreamError && failure.beforeStream ? 'rejected' : 'sent';
      } finally {
        if (abortRef.current === controller) abortRef.current = null;
      }
    },
    [messagesKey, queryClient, refreshLists, store],
  );

  const send = useCallback(
    async (content: string, files: readonly File[] = []): Promise<SendResult> => {
      const text = content.trim();
      if (isBusy(store.get().phase) || (text.length === 0 && files.length === 0)) {
        return 'rejected';
      }
      setError(null);
      store.set({ phase: 'thinking', text: '' });

      const optimistic: Message = {
        id: `local-${Date.now()}`,
        role: 'user',
        content: text,
        timestamp: new Date().toISOString(),
        attachments: attachmentsMeta(files),
        suggestions: null,
        status: 'complete',
      };
      queryClient.setQueryData<Message[]>(messagesKey, (old) => [...(old ?? []), optimistic]);

      return follow((options) =>
        sendMessage({ content: text, sessionId, agentId, displayName, files }, options),
      );
    },
    [agentId, displayName, messagesKey, queryClient, sessionId, store, follow],
  );

  /**
   * Regenerate: the last reply goes (at once on screen; the server removes it too) and the
   * member's last message is answered again.
   */
  const regenerate = useCallback(async (): Promise<SendResult> => {
    if (isBusy(store.get().phase)) return 'rejected';
    setError(null);
    store.set({ phase: 'thinking', text: '' });
    queryClient.setQueryData<Message[]>(messagesKey, (old) => {
      const list = old ?? [];
      const lastUser = list.findLastIndex((m) => m.role === 'user');
      return lastUser < 0 ? list : list.slice(0, lastUser + 1);
    });
    return follow((options) =>
      sendMessage(
        { content: '', sessionId, agentId, displayName, files: [], regenerate: true },
        options,
      ),
    );
  }, [agentId, displayName, messagesKey, queryClient, sessionId, store, follow]);

  /**
   * Edit and resend: the message `id` and every turn after it are replaced by the new text and
   * its reply.
   */
  const edit = useCallback(
    async (id: string, content: string): Promise<SendResult> => {
      const text = content.trim();
      if (isBusy(store.get().phase) || text.length === 0) return 'rejected';
      setError(null);
      store.set({ phase: 'thinking', text: '' });
      queryClient.setQueryData<Message[]>(messagesKey, (old) => {
        const list = old ?? [];
        const at = list.findIndex((m) => m.id === id);
        const kept = at < 0 ? list : list.slice(0, at);
        return [
          ...kept,
          {
            id: `local-${Date.now()}`,
            role: 'user',
            content: text,
            timestamp: new Date().toISOString(),
            attachments: null,
            suggestions: null,
            status: 'complete',
          },
        ];
      });
      return follow((options) =>
        sendMessage(
          { content: text, sessionId, agentId, displayName, files: [], editOf: id },
          options,
        ),
      );
    },
    [agentId, displayName, messagesKey, queryClient, sessionId, store, follow],
  );

  /**
   * Follows a reply the server is still writing (the saved row `message`, status streaming): its
   * saved text shows at once, then grows as the server streams the rest.
   */
  const resume = useCallback(
    (message: Message): void => {
      // Not while this page streams or has just stopped a reply (the list may lag behind).
      if (store.get().phase !== 'idle' || resumedRef.current.has(message.id)) return;
      resumedRef.current.add(message.id);
      setError(null);
      store.set({ phase: 'streaming', text: message.content });
      void follow((options) => resumeReply(sessionId, options));
    },
    [follow, sessionId, store],
  );

  const stop = useCallback(() => {
    const controller = abortRef.current;
    if (!controller) return;
    controller.abort();
    abortRef.current = null;
    // The reply runs on the server until told to stop (a dropped connection does not stop it).
    const stopped = stopReply(sessionId).catch(() => null);
    const hadText = store.get().text.length > 0;
    store.set({ phase: hadText ? 'stopped' : 'idle' });

    let attempt = 0;
    const settle = () => {
      attempt += 1;
      void queryClient.refetchQueries({ queryKey: messagesKey }).then(() => {
        const messages = queryClient.getQueryData<Message[]>(messagesKey) ?? [];
        const last = messages[messages.length - 1];
        // The reply's row exists while it streams; it is saved once it is no longer streaming.
        const saved = (last?.role === 'assistant' && last.status !== 'streaming') || !hadText;
        if (saved || attempt >= STOP_REFETCH_RETRIES) {
          if (store.get().phase === 'stopped') store.set({ phase: 'idle', text: '' });
          refreshLists();
        } else {
          timersRef.current.push(window.setTimeout(settle, 500 * attempt));
        }
      });
    };
    // Once the server has saved the reply (its answer to the stop), with a short delay at least.
    const delay = new Promise<void>((resolve) => {
      timersRef.current.push(window.setTimeout(resolve, STOP_REFETCH_DELAY_MS));
    });
    void Promise.all([stopped, delay]).then(settle);
  }, [messagesKey, queryClient, refreshLists, sessionId, store]);

  const clearError = useCallback(() => setError(null), []);

  return {
    store,
    phase: phase as StreamPhase,
    busy: isBusy(phase),
    error,
    setError,
    clearError,
    send,
    regenerate,
    edit,
    resume,
    stop,
  };
}
