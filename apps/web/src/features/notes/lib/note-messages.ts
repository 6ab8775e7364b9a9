/** The notes confirmation and toasts, word for word as the product defines them. */
export const DELETE_NOTE_CONFIRM = 'Are you sure you want to delete this note?';
export const CREATE_NOTE_FAILED = 'Failed to create note. Please try again.';
export const UPDATE_NOTE_FAILED = 'Failed to update note. Please try again.';
export const DELETE_NOTE_FAILED = 'Failed to delete note. Please try again.';
export const NOTE_CREATED = 'Note created';
export const NOTE_UPDATED = 'Note updated';
export const NOTE_DELETED = 'Note deleted';
export const LEAVE_NOTE_CONFIRM =
  'Remove this note from your list? You will no longer see it; only its owner can share it with you again.';
export const LEAVE_NOTE_FAILED = 'Failed to remove the note. Please try again.';
export const NOTE_LEFT = 'Note removed from your list';
