import { UploadCloud } from 'lucide-react';
import { type DragEvent, type ReactNode, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export interface DropZoneProps {
  /** Heading of the zone, e.g. "Drag and drop your CV here". */
  title: string;
  /** Short hint under the title (types, size). */
  hint: ReactNode;
  /** Visible label of the picker button, e.g. "Choose a file". */
  buttonLabel: string;
  /** Accessible name of the (visually hidden) file input, e.g. "Upload your CV". */
  inputLabel: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Files dropped on the zone (all of them; the caller decides what to keep). */
  onDropFiles: (files: File[]) => void;
  /** Files chosen with the picker. */
  onPickFiles: (files: File[]) => void;
  testId?: string;
}

/**
 * A drop zone with a button fallback: drag a file onto it (it is highlighted while a file is
 * over it), or press the button to open the file picker with the keyboard or a pointer.
 */
export function DropZone({
  title,
  hint,
  buttonLabel,
  inputLabel,
  accept,
  multiple = false,
  disabled = false,
  onDropFiles,
  onPickFiles,
  testId,
}: DropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const depth = useRef(0);

  const hasFiles = (event: DragEvent) =>
    Array.from(event.dataTransfer?.types ?? []).includes('Files');

  const onDragEnter = (event: DragEvent<HTMLDivElement>) => {
    if (disabled || !hasFiles(event)) return;
    event.preventDefault();
    depth.current += 1;
    setDragging(true);
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (disabled || !hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    if (!dragging) setDragging(true);
  };
  const onDragLeave = () => {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    depth.current = 0;
    setDragging(false);
    if (disabled) return;
    const files = Array.from(event.dataTransfer?.files ?? []);
    if (files.length > 0) onDropFiles(files);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: drag-and-drop is a pointer shortcut; the button inside is the keyboard path.
    <div
      data-testid={testId}
      data-dragging={dragging || undefined}
      onDragEnter={onDragEnter}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors sm:px-6',
        dragging
          ? 'border-primary bg-primary-soft ring-4 ring-primary/15'
          : 'border-slate-300 bg-slate-50/60 hover:border-indigo-300',
        disabled && 'opacity-60',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'flex size-12 items-center justify-center rounded-full transition-colors',
          dragging ? 'bg-primary text-white' : 'bg-white text-primary shadow-sm ring-1 ring-border',
        )}
      >
        <UploadCloud className="size-6" />
      </span>
      <div className="grid gap-1">
        <p className="font-semibold text-foreground">{dragging ? 'Drop to upload' : title}</p>
        <p className="text-sm text-muted-foreground">{hint}</p>
      </div>
      <Button
        variant="outline"
        size="sm"
        disabled={disabled}
        onClick={() => inputRef.current?.click()}
      >
        {buttonLabel}
      </Button>
      <input
        ref={inputRef}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-label={inputLabel}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Let the same file be chosen again after a refusal.
          event.target.value = '';
          if (files.length > 0) onPickFiles(files);
        }}
      />
    </div>
  );
}
