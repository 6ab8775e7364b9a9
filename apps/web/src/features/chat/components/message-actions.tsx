import { Check, Copy, NotebookPen, Pencil, RefreshCw } from 'lucide-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { IconButton } from '@/components/ui/icon-button';

/** How long a Copy button says 'Copied' before it reads 'Copy' again. */
export const COPIED_FOR_MS = 2000;

/** What the chat lets a member do with one message; the chat page provides them. */
export interface MessageActionHandlers {
  /** Answer the last message again (offered on the latest reply only). */
  onRegenerate: () => void;
  /** Replace the member's message `id` (and every turn after it) with `content`, and resend. */
  onEdit: (id: string, content: string) => void;
  /** Save `text` (a whole reply, or the part of it the member selected) to the notes. */
  onSaveToNote: (text: string) => void;
  /** While a reply streams, nothing that sends can be used. */
  busy: boolean;
  /** Notes need the conversation to exist (it is made with the first message). */
  canSaveNotes: boolean;
}

/**
 * The text the member selected inside `container`, if the whole selection lies in it; else none.
 * A selection that reaches outside the message is not a part of it.
 */
export function selectionWithin(container: HTMLElement | null): string {
  const selection = typeof window === 'undefined' ? null : window.getSelection();
  if (!container || !selection || selection.isCollapsed || selection.rangeCount === 0) return '';
  const { anchorNode, focusNode } = selection;
  if (!anchorNode || !focusNode) return '';
  if (!container.contains(anchorNode) || !container.contains(focusNode)) return '';
  return selection.toString().trim();
}

/** Copy: writes the message's text to the clipboard and says so for a moment. */
function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), COPIED_FOR_MS);
    } catch {
      setCopied(false);
    }
  };
  return (
    <IconButton
      icon={copied ? Check : Copy}
      label={copied ? 'Copied' : label}
      className="size-8"
      onClick={() => void copy()}
    />
  );
}

export function MessageActions({
  id,
  role,
  content,
  isLatestReply,
  bubbleRef,
  onStartEdit,
  handlers,
}: {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  /** The latest reply of the conversation: the one Regenerate replaces. */
  isLatestReply: boolean;
  /** The message's bubble: a selection inside it is what 'Save to notes' keeps. */
  bubbleRef: RefObject<HTMLDivElement | null>;
  onStartEdit: () => void;
  handlers: MessageActionHandlers;
}) {
  // Not yet saved on the server (shown while it is sent): nothing to act on.
  const saved = !id.startsWith('local-');
  if (!content.trim()) return null;
  return (
    <div className="flex items-center gap-0.5" data-testid="message-actions">
      <CopyButton text={content} label={role === 'user' ? 'Copy message' : 'Copy reply'} />
      {role === 'assistant' ? (
        <IconButton
          icon={NotebookPen}
          label="Save to notes"
          className="size-8"
          disabled={!handlers.canSaveNotes || !saved}
          // Keep the member's selection: pressing the button must not clear it before the click.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => handlers.onSaveToNote(selectionWithin(bubbleRef.current) || content)}
        />
      ) : null}
      {role === 'assistant' && isLatestReply ? (
        <IconButton
          icon={RefreshCw}
          label="Regenerate reply"
          className="size-8"
          disabled={handlers.busy || !saved}
          onClick={handlers.onRegenerate}
        />
      ) : null}
      {role === 'user' ? (
        <IconButton
          icon={Pencil}
          label="Edit message"
          className="size-8"
          disabled={handlers.busy || !saved}
          onClick={onStartEdit}
        />
      ) : null}
    </div>
  );
}
