import { Sparkles } from 'lucide-react';
import { cn } from '@/lib/utils';

/** Clickable suggestions: clicking one sends it as the next message. */
export function SuggestionChips({
  suggestions,
  onSelect,
  disabled = false,
  label,
  className,
}: {
  suggestions: readonly string[];
  onSelect: (text: string) => void;
  disabled?: boolean;
  label: string;
  className?: string;
}) {
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-2', className)}>
      {suggestions.map((suggestion) => (
        <li key={suggestion} className="max-w-full">
          <button
            type="button"
            disabled={disabled}
            onClick={() => onSelect(suggestion)}
            className="chat-chip inline-flex max-w-full cursor-pointer items-start gap-1.5 rounded-full border border-border bg-card px-3 py-1.5 text-left text-sm text-foreground shadow-xs transition-colors hover:border-ring hover:bg-primary-soft hover:text-primary-soft-foreground disabled:cursor-not-allowed disabled:opacity-60"
          >
            <Sparkles className="mt-0.5 size-3.5 shrink-0 text-primary" aria-hidden="true" />
            <span>{suggestion}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
