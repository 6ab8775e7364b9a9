import { CircleAlert, X } from 'lucide-react';

/** Chat errors show in a red box in the footer. */
export function ChatError({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <div
      role="alert"
      data-testid="chat-error"
      className="chat-error flex items-start gap-2 rounded-lg border border-red-300 bg-destructive-soft px-3 py-2 text-sm text-destructive"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p className="min-w-0 flex-1 break-words">{message}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss error"
        className="-m-1 shrink-0 cursor-pointer rounded p-1 hover:bg-red-100"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
