import type { Message } from '@facet/contracts';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { StreamStore } from '../lib/stream-store';
import type { MessageActionHandlers } from './message-actions';
import { MessageRow } from './message-row';
import { StreamingReply } from './streaming-reply';

/** How close to the bottom (px) still counts as "at the bottom" for sticky scrolling. */
const STICKY_THRESHOLD_PX = 80;
const ESTIMATED_ROW_HEIGHT = 110;

export interface MessageListProps {
  /** Visible messages (system messages already removed), oldest first. */
  messages: readonly Message[];
  store: StreamStore;
  agentEmoji: string;
  agentName: string;
  busy: boolean;
  onSuggestion: (text: string) => void;
  /** Copy, regenerate, edit and save to notes on each message. */
  actions?: MessageActionHandlers | undefined;
  /** Shown instead of the list when there are no messages and nothing is streaming. */
  empty?: ReactNode;
  streaming: boolean;
}

/**
 * The conversation as a virtualised list (only the rows near the viewport are in the DOM, with
 * measured heights), followed by the live reply. It sticks to the bottom as content grows unless
 * the reader has scrolled up. Rows are memoised by message id; the live reply subscribes to the
 * stream store itself, so chunks never re-render this list.
 */
export function MessageList({
  messages,
  store,
  agentEmoji,
  agentName,
  busy,
  onSuggestion,
  actions,
  empty,
  streaming,
}: MessageListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const atBottomRef = useRef(true);
  const [showJump, setShowJump] = useState(false);

  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    getItemKey: (index) => messages[index]?.id ?? index,
    overscan: 6,
    paddingStart: 24,
    paddingEnd: 8,
  });

  // While pinned to the bottom, size changes above the viewport must not nudge the scroll position
  // (that would read as "the reader scrolled up"); the bottom pin re-aligns instead. Unpinned, keep
  // the default anchoring so the rows being read stay still.
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = (item, _delta, instance) =>
    !atBottomRef.current && item.start < (instance.scrollOffset ?? 0);

  const scrollToBottom = useCallback(() => {
    const element = scrollRef.current;
    if (!element) return;
    element.scrollTop = element.scrollHeight;
  }, []);

  const lastScrollTopRef = useRef(0);
  const onScroll = useCallback(() => {
    const element = scrollRef.current;
    if (!element) return;
    const top = element.scrollTop;
    const movedUp = top < lastScrollTopRef.current - 1;
    lastScrollTopRef.current = top;
    const distance = element.scrollHeight - top - element.clientHeight;
    // Pinned when near the bottom; unpinned only when the reader moves up. (Scroll events arrive
    // after layout, so a programmatic jump to the bottom can look "far" once content has grown.)
    if (distance <= STICKY_THRESHOLD_PX) atBottomRef.current = true;
    else if (movedUp) atBottomRef.current = false;
    const pinned = atBottomRef.current;
    setShowJump((current) => (current === !pinned ? current : !pinned));
  }, []);

  // Start at the newest message.
  useLayoutEffect(() => {
    scrollToBottom();
  }, [scrollToBottom]);

  // Keep following the conversation while it grows (measured rows, new messages, live reply).
  useEffect(() => {
    const content = contentRef.current;
    if (!content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottomRef.current) scrollToBottom();
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, [scrollToBottom]);

  // The reader's own new message always brings the view to the bottom.
  const last = messages[messages.length - 1];
  const lastId = last?.id;
  const lastIsUser = last?.role === 'user';
  useLayoutEffect(() => {
    if (lastId && lastIsUser) {
      atBottomRef.current = true;
      setShowJump(false);
      scrollToBottom();
    }
  }, [lastId, lastIsUser, scrollToBottom]);

  const lastAssistantIndex = findLastIndex(messages, (m) => m.role === 'assistant');
  const isEmpty = messages.length === 0 && !streaming;

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <div
        ref={scrollRef}
        onScroll={onScroll}
        role="log"
        aria-live="polite"
        aria-busy={busy}
        aria-label="Messages"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
        className="chat-scroll min-h-0 flex-1 overflow-x-hidden overflow-y-auto overscroll-contain focus-visible:outline-offset-[-2px]"
        data-testid="message-scroller"
      >
        <div ref={contentRef}>
          {isEmpty ? (
            empty
          ) : (
            <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
              {virtualizer.getVirtualItems().map((item) => {
                const message = messages[item.index];
                if (!message) return null;
                const isLastAssistant = item.index === lastAssistantIndex;
                return (
                  <div
                    key={item.key}
                    data-index={item.index}
                    ref={virtualizer.measureElement}
                    className="absolute top-0 left-0 w-full"
                    style={{ transform: `translateY(${item.start}px)` }}
                  >
                    <div className="mx-auto w-full max-w-3xl px-3 pb-5 sm:px-6">
                      <MessageRow
                        message={message}
                        agentEmoji={agentEmoji}
                        agentName={agentName}
                        showSuggestions={isLastAssistant && !streaming}
                        onSuggestion={onSuggestion}
                        suggestionsDisabled={isLastAssistant && busy}
                        actions={actions}
                        isLatestReply={isLastAssistant && item.index === messages.length - 1}
                      />
                    </div>
                  </div>
                );
              })}
            </div>
          )}
          <div className="mx-auto w-full max-w-3xl px-3 pb-6 sm:px-6">
            <StreamingReply store={store} agentEmoji={agentEmoji} />
          </div>
        </div>
      </div>
      {showJump && !isEmpty ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            atBottomRef.current = true;
            setShowJump(false);
            scrollToBottom();
          }}
          className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full shadow-md"
        >
          <ArrowDown aria-hidden="true" />
          Jump to latest
        </Button>
      ) : null}
    </div>
  );
}

function findLastIndex<T>(items: readonly T[], predicate: (item: T) => boolean): number {
  for (let index = items.length - 1; index >= 0; index -= 1) {
    const item = items[index];
    if (item !== undefined && predicate(item)) return index;
  }
  return -1;
}
