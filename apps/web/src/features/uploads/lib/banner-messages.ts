import type { UploadFailureKind } from './upload-request';

export type UploadStatus = 'idle' | 'uploading' | 'processing' | 'complete' | 'error';

/** Each status shows a randomly chosen encouraging message. */
export const BANNER_MESSAGES = {
  uploading: [
    'Uploading your file. Great first step!',
    'Sending your file over. This only takes a moment.',
    'Your file is on its way. Nice work taking this step.',
  ],
  processing: [
    'Reading your file. We are picking out what makes you, you.',
    'Almost there. We are processing your file now.',
    'Processing your file. Good things take a few seconds.',
  ],
  complete: [
    'All done! Your file is safely uploaded.',
    'Upload complete. Your profile just got richer.',
    'Done! Your file is ready to inform your insights.',
  ],
  motivational: [
    'Every file you add sharpens your diamond profile.',
    'Knowing yourself is the first step to a career that fits.',
    'You are building a clearer picture of your strengths. Keep going!',
  ],
} as const;

/** Upload banner texts. */
export const BANNER_ERRORS: Record<UploadFailureKind, string> = {
  'bad-status': "Upload encountered an issue. No worries, let's give it another try.",
  parse: "There was a technical issue processing your file. Let's try again.",
  network: "Network connection interrupted. Let's try uploading again.",
};

/** Banner timings (ms). */
export const BANNER_TIMINGS = {
  /** After completion the friendly message becomes a motivational one. */
  motivationalAfter: 2_000,
  /** After completion the banner returns to idle (ADR 010 chose 5 s: long enough to read the motivational message). */
  resetAfterComplete: 5_000,
  /** After a bad status or an unparsable answer. */
  resetAfterBadAnswer: 3_000,
  /** After a network error. */
  resetAfterNetworkError: 2_000,
} as const;

export function pickMessage(list: readonly string[], random: () => number = Math.random): string {
  const index = Math.min(list.length - 1, Math.floor(random() * list.length));
  return list[Math.max(0, index)] ?? '';
}
