import { CircleAlert, CircleCheck, LoaderCircle, UploadCloud } from 'lucide-react';
import { cn } from '@/lib/utils';
import type { UploadBannerState } from '../hooks/use-upload-banner';
import type { UploadStatus } from '../lib/banner-messages';

const STATUS_LABEL: Record<Exclude<UploadStatus, 'idle'>, string> = {
  uploading: 'Uploading',
  processing: 'Processing',
  complete: 'Upload complete',
  error: 'Upload problem',
};

const STATUS_STYLE: Record<Exclude<UploadStatus, 'idle'>, string> = {
  uploading: 'border-indigo-200 bg-primary-soft text-primary-soft-foreground',
  processing: 'border-violet-200 bg-violet-50 text-violet-900',
  complete: 'border-emerald-200 bg-success-soft text-emerald-900',
  error: 'border-red-200 bg-destructive-soft text-red-900',
};

const BAR_STYLE: Record<Exclude<UploadStatus, 'idle'>, string> = {
  uploading: 'bg-primary',
  processing: 'bg-violet-600',
  complete: 'bg-success',
  error: 'bg-destructive',
};

function StatusIcon({ status }: { status: Exclude<UploadStatus, 'idle'> }) {
  if (status === 'complete') return <CircleCheck className="size-5 text-success" />;
  if (status === 'error') return <CircleAlert className="size-5 text-destructive" />;
  if (status === 'processing') return <LoaderCircle className="size-5 animate-spin" />;
  return <UploadCloud className="size-5" />;
}

/**
 * Upload progress banner. The live region is always in the page so screen readers
 * hear every status change; it is empty (and takes no space) while idle.
 */
export function UploadBanner({ state }: { state: UploadBannerState }) {
  const { status, fileName, progress, message } = state;
  return (
    <div role="status" aria-live="polite" aria-atomic="true" data-testid="upload-banner">
      {status === 'idle' ? null : (
        <div
          data-status={status}
          className={cn(
            'flex flex-col gap-3 rounded-xl border px-4 py-3 shadow-card sm:flex-row sm:items-center sm:gap-4',
            STATUS_STYLE[status],
          )}
        >
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white/80"
          >
            <StatusIcon status={status} />
          </span>
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold">
              {STATUS_LABEL[status]}
              {fileName ? (
                <span className="font-normal">
                  {' · '}
                  <span className="break-all">{fileName}</span>
                </span>
              ) : null}
            </p>
            <p className="text-sm" data-testid="upload-banner-message">
              {message}
            </p>
          </div>
          {status === 'uploading' || status === 'processing' ? (
            <div className="flex items-center gap-3 sm:w-48">
              <div
                aria-hidden="true"
                className="h-2 flex-1 overflow-hidden rounded-full bg-white/80"
              >
                <div
                  className={cn('h-full rounded-full transition-[width]', BAR_STYLE[status])}
                  style={{ width: `${progress}%` }}
                />
              </div>
              <span className="w-10 text-right text-xs font-semibold tabular-nums">
                {progress}%
              </span>
            </div>
          ) : null}
        </div>
      )}
    </div>
  );
}
