import { ApiError } from '@/lib/api-client';

/** SPEC §5 and §8: the notes confirmation and toasts, word for word. */
export const DELETE_NOTE_CONFIRM = 'Are you sure you want to delete this note?';
export const CREATE_NOTE_FAILED = 'Failed to create note. Please try again.';
export const UPDATE_NOTE_FAILED = 'Failed to update note. Please try again.';
export const DELETE_NOTE_FAILED = 'Failed to delete note. Please try again.';
export const NOTE_CREATED = 'Note created';
export const NOTE_UPDATED = 'Note updated';
export const NOTE_DELETED = 'Note deleted';

/**
 * The server's message when it sent a meaningful one (a 4xx such as 'Not a valid email address:
 * x'), else the SPEC fallback (network failures and server faults).
 */
export function noteErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status < 500 && error.detail) return error.detail;
  return fallback;
}
