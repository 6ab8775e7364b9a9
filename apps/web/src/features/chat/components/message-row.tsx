import { type Message, parseCoachPlan } from '@facet/contracts';
import { CircleSlash, LoaderCircle, Paperclip } from 'lucide-react';
import { memo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Emoji } from '@/components/ui/emoji';
import { Textarea } from '@/components/ui/textarea';
import { formatFileSize } from '@/lib/format';
import { cn } from '@/lib/utils';
import { parseAttachments } from '../lib/attachments';
import { CoachProposals } from './coach-proposals';
import { MarkdownContent } from './markdown-content';
import { type MessageActionHandlers, MessageActions } from './message-actions';
import { SavePlanAsGoal } from './save-plan-as-goal';
import { SuggestionChips } from './suggestion-chips';

/** Only a reply ending with a closing plan offers "Save as goal". */
const hasCoachPlan = (text: string) => Boolean(text) && parseCoachPlan(text) !== null;

function formatTime(timestamp: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}

/** The assistant's emoji beside its messages (decorative: each message is already labelled). */
export function AssistantAvatar({ emoji }: { emoji: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-9 shrink-0 items-center justify-center rounded-full border border-border bg-card shadow-xs"
    >
      <Emoji char={emoji} className="size-5" />
    </span>
  );
}

export interface MessageRowProps {
  message: Message;
  agentEmoji: string;
  agentName: string;
  /** Suggestions are offered on the latest assistant message only. */
  showSuggestions: boolean;
  onSuggestion: (text: string) => void;
  suggestionsDisabled: boolean;
  /** Copy, regenerate, edit and save to notes; without them the row shows no actions. */
  actions?: MessageActionHandlers | undefined;
  /** The latest reply: the one Regenerate replaces. */
  isLatestReply?: boolean;
}

/** Editing a sent message in place: the new text replaces it and every turn after it. */
function EditMessage({
  initial,
  onCancel,
  onSend,
}: {
  initial: string;
  onCancel: () => void;
  onSend: (text: string) => void;
}) {
  const [text, setText] = useState(initial);
  const empty = text.trim().length === 0;
  return (
    <form
      className="flex w-full min-w-[min(32rem,80vw)] flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!empty) onSend(text);
      }}
    >
      <Textarea
        aria-label="Edit your message"
        value={text}
        rows={Math.min(8, Math.max(2, text.split('\n').length))}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
        autoFocus
      />
      <p className="text-xs text-muted-foreground">
        Sending replaces this message and everything after it.
      </p>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={empty}>
          Save and send
        </Button>
      </div>
    </form>
  );
}

/** One chat message. Memoised: a row re-renders only when its own props change. */
export const MessageRow = memo(function MessageRow({
  message,
  agentEmoji,
  agentName,
  showSuggestions,
  onSuggestion,
  suggestionsDisabled,
  actions,
  isLatestReply = false,
}: MessageRowProps) {
  const isUser = message.role === 'user';
  const bubbleRef = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState(false);
  const attachments = parseAttachments(message.attachments);
  const time = formatTime(message.timestamp);
  return (
    <article
      className={cn('flex gap-3', isUser ? 'justify-end' : 'justify-start')}
      aria-label={isUser ? 'You said' : `${agentName} said`}
      data-role={message.role}
      data-testid="chat-message"
    >
      {isUser ? null : <AssistantAvatar emoji={agentEmoji} />}
      <div
        className={cn(
          'flex min-w-0 max-w-[85%] flex-col gap-1.5 sm:max-w-[75%]',
          isUser && 'items-end',
        )}
      >
        {editing && actions ? (
          <EditMessage
            initial={message.content}
            onCancel={() => setEditing(false)}
            onSend={(text) => {
              setEditing(false);
              actions.onEdit(message.id, text);
            }}
          />
        ) : (
          <div
            ref={bubbleRef}
            className={cn(
              'min-w-0 max-w-full rounded-2xl px-4 py-2.5 text-[0.9375rem] leading-relaxed break-words',
              isUser
                ? 'chat-bubble-user rounded-br-md bg-primary text-primary-foreground'
                : 'chat-bubble-assistant rounded-bl-md border border-border bg-card text-card-foreground shadow-xs',
            )}
          >
            {message.content ? (
              <MarkdownContent text={message.content} />
            ) : attachments.length === 0 ? (
              <p className="italic opacity-80">(empty message)</p>
            ) : null}
            {attachments.length > 0 ? (
              <ul className={cn('flex flex-wrap gap-1.5', message.content && 'mt-2')}>
                {attachments.map((file, index) => (
                  <li
                    // biome-ignore lint/suspicious/noArrayIndexKey: attachments never reorder.
                    key={`${file.originalName}-${index}`}
                    className={cn(
                      'inline-flex max-w-full items-center gap-1.5 rounded-md px-2 py-1 text-xs',
                      isUser ? 'bg-white/15' : 'bg-muted text-muted-foreground',
                    )}
                  >
                    <Paperclip className="size-3 shrink-0" aria-hidden="true" />
                    <span className="truncate">{file.originalName}</span>
                    <span className="shrink-0 opacity-80">{formatFileSize(file.size)}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        )}
        <div className="flex flex-wrap items-center gap-x-2 px-1 text-xs text-muted-foreground">
          {time ? <time dateTime={message.timestamp}>{time}</time> : null}
          {message.status === 'streaming' ? (
            <span className="inline-flex items-center gap-1" data-testid="reply-in-progress">
              <LoaderCircle
                className="size-3 animate-spin motion-reduce:animate-none"
                aria-hidden="true"
              />
              Still being written
            </span>
          ) : null}
          {message.status === 'incomplete' ? (
            <span className="inline-flex items-center gap-1" data-testid="reply-stopped">
              <CircleSlash className="size-3" aria-hidden="true" />
              Reply stopped
            </span>
          ) : null}
          {actions && !editing && message.status !== 'streaming' && message.role !== 'system' ? (
            <MessageActions
              id={message.id}
              role={message.role}
              content={message.content}
              isLatestReply={isLatestReply}
              bubbleRef={bubbleRef}
              onStartEdit={() => setEditing(true)}
              handlers={actions}
            />
          ) : null}
        </div>
        {!isUser && message.status !== 'streaming' && hasCoachPlan(message.content) ? (
          <SavePlanAsGoal text={message.content} />
        ) : null}
        {!isUser && message.status === 'complete' ? (
          <CoachProposals messageId={message.id} />
        ) : null}
        {showSuggestions && !isUser && message.suggestions && message.suggestions.length > 0 ? (
          <SuggestionChips
            suggestions={message.suggestions}
            onSelect={onSuggestion}
            disabled={suggestionsDisabled}
            label="Suggested follow-ups"
          />
        ) : null}
      </div>
    </article>
  );
});
