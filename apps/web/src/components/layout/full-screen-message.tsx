import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * A spinner with its words: full screen with a visible message (e.g. 'Loading your
 * workspace...'), or lighter while a page's code is fetched (the message for screen readers).
 */
function Loader({ message, fullScreen }: { message: string; fullScreen: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex flex-col items-center justify-center gap-4',
        fullScreen ? 'min-h-dvh bg-background px-6 text-center' : 'min-h-[50dvh]',
      )}
    >
      <LoaderCircle
        className={cn('animate-spin text-primary', fullScreen ? 'size-8' : 'size-6')}
        aria-hidden="true"
      />
      <p className={fullScreen ? 'text-base font-medium text-muted-foreground' : 'sr-only'}>
        {message}
      </p>
    </div>
  );
}

export function FullScreenLoader({ message }: { message: string }) {
  return <Loader message={message} fullScreen />;
}

export function PageLoader() {
  return <Loader message="Loading page..." fullScreen={false} />;
}
