import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  BANNER_ERRORS,
  BANNER_MESSAGES,
  BANNER_TIMINGS,
  pickMessage,
  type UploadStatus,
} from '../lib/banner-messages';
import type { UploadFailureKind } from '../lib/upload-request';

export interface UploadBannerState {
  status: UploadStatus;
  /** The file (or "n files") being uploaded; cleared when the banner resets. */
  fileName: string | null;
  /** Percent of the request body sent. */
  progress: number;
  message: string;
}

export interface UploadBannerControls {
  state: UploadBannerState;
  start: (fileName: string) => void;
  progress: (percent: number) => void;
  complete: () => void;
  fail: (kind: UploadFailureKind) => void;
}

const IDLE: UploadBannerState = { status: 'idle', fileName: null, progress: 0, message: '' };

/**
 * Upload status: idle → uploading on start → processing when progress is ≥ 50 % and
 * < 90 % → complete on a 2xx JSON answer, else error. Completion swaps the message for a
 * motivational one after 2 s; the banner then resets to idle and forgets the file name (after
 * 5 s on success, 3 s after a bad status or unparsable answer, 2 s after a network error).
 */
export function useUploadBanner({
  random = Math.random,
}: {
  random?: () => number;
} = {}): UploadBannerControls {
  const [state, setState] = useState<UploadBannerState>(IDLE);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const randomRef = useRef(random);
  randomRef.current = random;

  const clearTimers = useCallback(() => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current = [];
  }, []);

  const later = useCallback((ms: number, run: () => void) => {
    timers.current.push(setTimeout(run, ms));
  }, []);

  useEffect(() => clearTimers, [clearTimers]);

  const start = useCallback(
    (fileName: string) => {
      clearTimers();
      setState({
        status: 'uploading',
        fileName,
        progress: 0,
        message: pickMessage(BANNER_MESSAGES.uploading, randomRef.current),
      });
    },
    [clearTimers],
  );

  const progress = useCallback((percent: number) => {
    setState((previous) => {
      if (previous.status !== 'uploading' && previous.status !== 'processing') return previous;
      const enterProcessing = previous.status === 'uploading' && percent >= 50 && percent < 90;
      if (!enterProcessing) return { ...previous, progress: percent };
      return {
        ...previous,
        status: 'processing',
        progress: percent,
        message: pickMessage(BANNER_MESSAGES.processing, randomRef.current),
      };
    });
  }, []);

  const complete = useCallback(() => {
    clearTimers();
    setState((previous) => ({
      ...previous,
      status: 'complete',
      progress: 100,
      message: pickMessage(BANNER_MESSAGES.complete, randomRef.current),
    }));
    later(BANNER_TIMINGS.motivationalAfter, () =>
      setState((previous) =>
        previous.status === 'complete'
          ? { ...previous, message: pickMessage(BANNER_MESSAGES.motivational, randomRef.current) }
          : previous,
      ),
    );
    later(BANNER_TIMINGS.resetAfterComplete, () => setState(IDLE));
  }, [clearTimers, later]);

  const fail = useCallback(
    (kind: UploadFailureKind) => {
      clearTimers();
      setState((previous) => ({ ...previous, status: 'error', message: BANNER_ERRORS[kind] }));
      later(
        kind === 'network'
          ? BANNER_TIMINGS.resetAfterNetworkError
          : BANNER_TIMINGS.resetAfterBadAnswer,
        () => setState(IDLE),
      );
    },
    [clearTimers, later],
  );

  return useMemo(
    () => ({ state, start, progress, complete, fail }),
    [state, start, progress, complete, fail],
  );
}
