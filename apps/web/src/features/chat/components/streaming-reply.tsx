import { useSyncExternalStore } from 'react';
import type { StreamStore } from '../lib/stream-store';
import { MarkdownContent } from './markdown-content';
import { AssistantAvatar } from './message-row';

/**
 * Chat display: 'AI is thinking...' with bouncing dots while waiting, then the live partial
 * reply with a blinking cursor labelled 'Typing...'. Subscribes to the stream store on its own, so
 * a chunk re-renders this component only.
 */
export function StreamingReply({ store, agentEmoji }: { store: StreamStore; agentEmoji: string }) {
  const snapshot = useSyncExternalStore(store.subscribe, store.get);
  if (snapshot.phase === 'idle') return null;

  if (snapshot.phase === 'thinking' && snapshot.text === '') {
    return (
      <div className="flex gap-3" data-testid="ai-thinking">
        <AssistantAvatar emoji={agentEmoji} />
        <div className="flex items-center gap-3 rounded-2xl rounded-bl-md border border-border bg-card px-4 py-3 text-sm text-muted-foreground shadow-xs">
          <span className="flex items-center gap-1" aria-hidden="true">
            <span className="size-2 animate-bounce rounded-full bg-primary [animation-delay:-0.3s]" />
            <span className="size-2 animate-bounce rounded-full bg-primary [animation-delay:-0.15s]" />
            <span className="size-2 animate-bounce rounded-full bg-primary" />
          </span>
          <span>AI is thinking...</span>
        </div>
      </div>
    );
  }

  const stopped = snapshot.phase === 'stopped';
  return (
    <div className="flex gap-3" data-testid="streaming-reply">
      <AssistantAvatar emoji={agentEmoji} />
      <div className="flex min-w-0 max-w-[85%] flex-col gap-1.5 sm:max-w-[75%]">
        <div className="chat-bubble-assistant min-w-0 rounded-2xl rounded-bl-md border border-border bg-card px-4 py-2.5 text-[0.9375rem] leading-relaxed break-words text-card-foreground shadow-xs">
          {/* The blinking cursor is drawn by CSS after the last block (index.css). */}
          <MarkdownContent
            text={snapshot.text}
            className={stopped ? undefined : 'chat-streaming'}
          />
        </div>
        <p className="px-1 text-xs text-muted-foreground">
          {stopped ? 'Reply stopped' : 'Typing...'}
        </p>
      </div>
    </div>
  );
}
