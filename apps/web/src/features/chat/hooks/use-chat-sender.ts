import { type ChatStreamEvent, chatDisplayNameSchema, type Message } from '@facet/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { isAbortError, SEND_FAILED, StreamError, type StreamOutcome } from '@/lib/sse-client';
import { chatKeys } from '../api/chat-keys';
import { resumeReply, stopReply } from '../api/resume-reply';
import { sendMessage } from '../api/send-message';
import { createStreamStore, isBusy, type StreamPhase } from '../lib/stream-store';
import { useChatUsername } from './use-chat-username';

/**
 * After Stop, how long the reply's stream may take to send its last event once the server has
 * answered the stop; past it (a stream that went silent) the page lets go and reads the list once.
 */
export const STOP_SETTLE_MS = 5_000;

export type SendResult = 'sent' | 'rejected';

function attachmentsMeta(files: readonly File[]): string | null {
  if (files.length === 0) return null;
  return JSON.stringify(
    files.map((file) => ({ type: file.type || 'file', originalName: file.name, size: file.size })),
  );
}

/**
 * Sending a message: clears the error, shows 'AI is thinking...', accumulates chunks into
 * the live reply, and on its stream's last event puts the saved reply in the list in its place
 * (once: the live reply goes as the saved one comes), then reads the list once for real ids and
 * titles. Errors show their text. A reply still being written when the page opens (a reload) is
 * followed the same way (`resume`). The stream is the one path a reply takes to the screen: the
 * list is not polled while this page follows it.
 * Stop asks the server to stop the reply (it goes on when only the connection drops); the stream
 * then ends with the reply as saved, which settles the page like any other end.
 */
export function useChatSender(sessionId: string, agentId: number | undefined) {
  const queryClient = useQueryClient();
  const [store] = useState(createStreamStore);
  const phase = useSyncExternalStore(store.subscribe, () => store.get().phase);
  const [error, setError] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  /** Set while a Stop waits for the stream's last event. */
  const stoppingRef = useRef(false);
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
          // The saved reply takes the live one's place, then the list is read once (real ids,
          // titles). The same row was saved while streaming: replace it, never list it twice.
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
        const stopped = stoppingRef.current || isAbortError(failure) || controller.signal.aborted;
        // A stopped reply ends without an error to show (one stopped before its first words
        // ends with an error event that only says so).
        if (!stopped) {
          const message = failure instanceof StreamError ? failure.message : SEND_FAILED;
          setError(message || SEND_FAILED);
        }
        store.set({ phase: 'idle', text: '' });
        void queryClient.invalidateQueries({ queryKey: messagesKey });
        refreshLists();
        return failure instanceof StreamError && failure.beforeStream ? 'rejected' : 'sent';
      } finally {
        if (abortRef.current === controller) abortRef.current = null;
        stoppingRef.current = false;
      }
    },
    [messagesKey, queryClient, refreshLists, store],
  );

  const send = useCallback(
    async (content: string, files: readonly File[] = []): Promise<SendResult> => {
      const text = content.trim();
      // Not while a stopped reply's stream is still to end (its end resets the live reply).
      const waiting = isBusy(store.get().phase) || stoppingRef.current;
      if (waiting || (text.length === 0 && files.length === 0)) {
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
    if (!controller || stoppingRef.current) return;
    stoppingRef.current = true;
    store.set({ phase: store.get().text.length > 0 ? 'stopped' : 'thinking' });
    // The reply runs on the server until told to stop (a dropped connection does not stop it);
    // once stopped, its stream ends with the reply as saved. Should the stop fail, or the stream
    // not end a moment after it, the page lets go of the stream (which settles it).
    const letGo = () => {
      if (abortRef.current === controller) controller.abort();
    };
    stopReply(sessionId).then(
      () => timersRef.current.push(window.setTimeout(letGo, STOP_SETTLE_MS)),
      letGo,
    );
  }, [sessionId, store]);

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
