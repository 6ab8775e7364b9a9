import type { Message } from '@facet/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { isAbortError, SEND_FAILED, StreamError } from '@/lib/sse-client';
import { chatKeys } from '../api/chat-keys';
import { sendMessage } from '../api/send-message';
import { createStreamStore, isBusy, type StreamPhase } from '../lib/stream-store';

/** After Stop, the server saves the partial reply: refetch shortly after (then retry a little). */
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
 * SPEC §4 sending a message: clears the error, shows 'AI is thinking...', accumulates chunks into
 * the live reply, and on complete refreshes the message list. Errors show their text (SPEC §8).
 * Stop aborts the request; the server keeps the partial reply, which a refetch brings back.
 */
export function useChatSender(sessionId: string, agentId: number | undefined) {
  const queryClient = useQueryClient();
  const [store] = useState(createStreamStore);
  const phase = useSyncExternalStore(store.subscribe, () => store.get().phase);
  const [error, setError] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const timersRef = useRef<number[]>([]);
  const messagesKey = useMemo(() => chatKeys.messages(sessionId), [sessionId]);

  useEffect(
    () => () => {
      abortRef.current?.abort();
      for (const timer of timersRef.current) window.clearTimeout(timer);
    },
    [],
  );

  const refreshLists = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['conversations', 'list'] });
  }, [queryClient]);

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

      const controller = new AbortController();
      abortRef.current = controller;
      try {
        const outcome = await sendMessage(
          { content: text, sessionId, agentId, files },
          {
            signal: controller.signal,
            onEvent: (event) => {
              if (event.type === 'chunk') store.append(event.delta);
            },
          },
        );
        // Show the finished reply at once, then refresh from the server (real ids, titles).
        queryClient.setQueryData<Message[]>(messagesKey, (old) => [
          ...(old ?? []),
          outcome.event.message,
        ]);
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
    [agentId, messagesKey, queryClient, refreshLists, sessionId, store],
  );

  const stop = useCallback(() => {
    const controller = abortRef.current;
    if (!controller) return;
    controller.abort();
    abortRef.current = null;
    const hadText = store.get().text.length > 0;
    store.set({ phase: hadText ? 'stopped' : 'idle' });

    let attempt = 0;
    const settle = () => {
      attempt += 1;
      void queryClient.refetchQueries({ queryKey: messagesKey }).then(() => {
        const messages = queryClient.getQueryData<Message[]>(messagesKey) ?? [];
        const last = messages[messages.length - 1];
        const saved = last?.role === 'assistant' || !hadText;
        if (saved || attempt >= STOP_REFETCH_RETRIES) {
          if (store.get().phase === 'stopped') store.set({ phase: 'idle', text: '' });
          refreshLists();
        } else {
          timersRef.current.push(window.setTimeout(settle, 500 * attempt));
        }
      });
    };
    timersRef.current.push(window.setTimeout(settle, STOP_REFETCH_DELAY_MS));
  }, [messagesKey, queryClient, refreshLists, store]);

  const clearError = useCallback(() => setError(null), []);

  return {
    store,
    phase: phase as StreamPhase,
    busy: isBusy(phase),
    error,
    setError,
    clearError,
    send,
    stop,
  };
}
