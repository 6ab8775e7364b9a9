import {
  CHAT_COUNTER_WARNING,
  CHAT_MAX_FILES,
  CHAT_MESSAGE_MAX_LENGTH,
  UNSUPPORTED_CHAT_FILE_ALERT,
} from '@facet/contracts';
import { FileText, Paperclip, SendHorizontal, Square, X } from 'lucide-react';
import {
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { formatFileSize } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { SendResult } from '../hooks/use-chat-sender';
import { CHAT_ACCEPT, filterChatFiles, TOO_MANY_FILES } from '../lib/attachments';

/** The input grows up to 120 px. */
export const COMPOSER_MAX_HEIGHT_PX = 120;

/** Stable React keys for picked files (the same name may be picked twice). */
const fileKeys = new WeakMap<File, string>();
let fileKeyCounter = 0;
function keyOf(file: File): string {
  let key = fileKeys.get(file);
  if (!key) {
    fileKeyCounter += 1;
    key = `file-${fileKeyCounter}`;
    fileKeys.set(file, key);
  }
  return key;
}

export interface ComposerProps {
  /** Sends; answers 'rejected' when the server refused before streaming (the draft comes back). */
  onSend: (text: string, files: File[]) => Promise<SendResult>;
  /** A reply is loading: sending is blocked. */
  busy: boolean;
  /** Shown while busy: ends generation and keeps the partial reply. */
  onStop?: () => void;
  placeholder?: string;
}

/**
 * Chat send: Enter sends, Shift+Enter inserts a new line; needs trimmed text or a file;
 * blocked while a reply is loading; grows to 120 px; counter red above 1000 characters;
 * attachments of the supported types, removable one by one.
 */
export function Composer({ onSend, busy, onStop, placeholder }: ComposerProps) {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [fileAlert, setFileAlert] = useState<string | null>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const counterId = useId();
  const alertId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure whenever the text changes.
  useLayoutEffect(() => {
    const element = textareaRef.current;
    if (!element) return;
    element.style.height = 'auto';
    const height = Math.min(element.scrollHeight, COMPOSER_MAX_HEIGHT_PX);
    element.style.height = `${Math.max(height, 44)}px`;
    element.style.overflowY = element.scrollHeight > COMPOSER_MAX_HEIGHT_PX ? 'auto' : 'hidden';
  }, [text]);

  const canSend = !busy && (text.trim().length > 0 || files.length > 0);
  const count = text.length;
  const overLimit = count > CHAT_COUNTER_WARNING;

  const submit = async () => {
    if (!canSend) return;
    const draft = text;
    const draftFiles = files;
    setText('');
    setFiles([]);
    setFileAlert(null);
    const result = await onSend(draft, draftFiles);
    if (result === 'rejected') {
      // The server refused before anything was saved: give the draft back unless a new one exists.
      setText((current) => (current === '' ? draft : current));
      setFiles((current) => (current.length === 0 ? draftFiles : current));
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  const onFilesPicked = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (picked.length === 0) return;
    const { accepted, rejected } = filterChatFiles(picked);
    const merged = [...files, ...accepted];
    const kept = merged.slice(0, CHAT_MAX_FILES);
    setFiles(kept);
    if (rejected > 0) setFileAlert(UNSUPPORTED_CHAT_FILE_ALERT);
    else if (kept.length < merged.length) setFileAlert(TOO_MANY_FILES);
    else setFileAlert(null);
  };

  const removeFile = (index: number) => {
    setFiles((current) => current.filter((_, i) => i !== index));
    textareaRef.current?.focus();
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-2" aria-label="Send a message">
      {fileAlert ? (
        <div
          id={alertId}
          role="alert"
          className="composer-alert flex items-start justify-between gap-3 rounded-lg border border-amber-300 bg-accent-soft px-3 py-2 text-sm text-accent-foreground"
        >
          <span>{fileAlert}</span>
          <button
            type="button"
            onClick={() => setFileAlert(null)}
            aria-label="Dismiss file notice"
            className="-m-1 shrink-0 cursor-pointer rounded p-1 hover:bg-amber-100"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      ) : null}

      {files.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Files to send">
          {files.map((file, index) => (
            <li
              key={keyOf(file)}
              className="flex max-w-full min-w-0 items-center gap-2 rounded-lg border border-border bg-muted py-1 pr-1 pl-2.5 text-sm text-foreground"
            >
              <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="min-w-0 truncate">{file.name}</span>
              <span className="shrink-0 text-xs text-muted-foreground">
                {formatFileSize(file.size)}
              </span>
              <button
                type="button"
                onClick={() => removeFile(index)}
                aria-label={`Remove ${file.name}`}
                className="shrink-0 cursor-pointer rounded-md p-1 text-muted-foreground transition-colors hover:bg-secondary-hover hover:text-foreground"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <div className="composer-box flex items-end gap-2 rounded-xl border border-input bg-card p-2 shadow-sm transition-colors focus-within:border-ring">
        <input
          ref={fileInputRef}
          type="file"
          multiple
          accept={CHAT_ACCEPT}
          onChange={onFilesPicked}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="chat-file-input"
        />
        <IconButton
          icon={Paperclip}
          label="Attach files"
          onClick={() => fileInputRef.current?.click()}
        />
        <textarea
          ref={textareaRef}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          rows={1}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder={placeholder ?? 'Type your message…'}
          aria-label="Message"
          aria-describedby={counterId}
          className="max-h-[120px] min-h-11 flex-1 resize-none bg-transparent px-1 py-2.5 text-base leading-6 text-foreground placeholder:text-muted-foreground focus-visible:outline-none sm:text-sm"
        />
        {busy && onStop ? (
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label="Stop generating"
            onClick={onStop}
          >
            <Square className="fill-current" aria-hidden="true" />
          </Button>
        ) : (
          <Button type="submit" size="icon" aria-label="Send message" disabled={!canSend}>
            <SendHorizontal aria-hidden="true" />
          </Button>
        )}
      </div>
      <div className="flex items-center justify-between gap-3 px-1 text-xs text-muted-foreground">
        <span className="max-sm:hidden">Enter to send · Shift+Enter for a new line</span>
        <span
          id={counterId}
          data-testid="char-counter"
          className={cn('ml-auto tabular-nums', overLimit && 'font-semibold text-destructive')}
        >
          {count.toLocaleString('en-US')} characters
        </span>
      </div>
    </form>
  );
}
