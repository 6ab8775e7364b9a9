import {
  MAX_FILE_SIZE_BYTES,
  MAX_PSYCHOMETRIC_FILES,
  UPLOAD_EXTENSIONS,
  UPLOAD_MESSAGES,
} from '@facet/contracts';

/** What the pickers offer. */
export const CV_PICKER_ACCEPT = '.pdf,.doc,.docx,.txt';
export const PSYCHOMETRIC_PICKER_ACCEPT = '.pdf,.doc,.docx,.txt,.jpg,.png';

/** Drag-and-drop CV checks: every message shows in a toast with this title. */
export const FILE_VALIDATION_TITLE = 'File Validation';

export const VALIDATION_MESSAGES = {
  noName: UPLOAD_MESSAGES.noName,
  tooLarge: 'File size must not exceed 10MB.',
  unsupportedType: UPLOAD_MESSAGES.unsupportedType,
  cvExists: UPLOAD_MESSAGES.cvExists,
} as const;

/** Friendly mappings of the validation messages. */
export const FRIENDLY_MESSAGES = {
  size: 'Your file is a bit large for us to process smoothly. Please try a smaller version (under 10MB).',
  type: "We'd love to help, but this file type isn't supported yet. Please try a PDF, Word document, or text file.",
  other: "There's a small issue with your file... Please check it and try again.",
} as const;

export type CvProblem = 'name' | 'size' | 'type' | 'exists';

export type CvCheck = { ok: true } | { ok: false; problem: CvProblem; message: string };

interface FileLike {
  name: string;
  size: number;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

function hasAllowedExtension(name: string): boolean {
  return (UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(name));
}

/** CV upload (drag-drop): name, size (≤ 10485760 bytes), extension, no CV yet — in that order. */
export function checkCvFile(file: FileLike, { hasCv }: { hasCv: boolean }): CvCheck {
  if (!file.name || file.name.trim().length === 0) {
    return { ok: false, problem: 'name', message: VALIDATION_MESSAGES.noName };
  }
  if (file.size > MAX_FILE_SIZE_BYTES) {
    return { ok: false, problem: 'size', message: VALIDATION_MESSAGES.tooLarge };
  }
  if (!hasAllowedExtension(file.name)) {
    return { ok: false, problem: 'type', message: VALIDATION_MESSAGES.unsupportedType };
  }
  if (hasCv) return { ok: false, problem: 'exists', message: VALIDATION_MESSAGES.cvExists };
  return { ok: true };
}

/**
 * The text the user reads in the 'File Validation' toast: size and type problems get the
 * friendly wording; the name and existing-CV messages are already written for people.
 */
export function friendlyValidationMessage(problem: CvProblem | 'other', message?: string): string {
  switch (problem) {
    case 'size':
      return FRIENDLY_MESSAGES.size;
    case 'type':
      return FRIENDLY_MESSAGES.type;
    case 'name':
    case 'exists':
      return message ?? FRIENDLY_MESSAGES.other;
    default:
      return FRIENDLY_MESSAGES.other;
  }
}

export interface ToastMessage {
  title: string;
  description: string;
}

/** CV file picker: only the size is checked (the picker already filters the types). */
export function checkCvPickerFile(file: FileLike): ToastMessage | null {
  if (file.size > MAX_FILE_SIZE_BYTES) {
    return { title: 'File Too Large', description: 'CV file must be smaller than 10MB' };
  }
  return null;
}

export type PsychometricCheck<F> = { ok: true; files: F[] } | ({ ok: false } & ToastMessage);

/**
 * Psychometric picker: existing plus new must not pass 10; each file at most 10 MB;
 * nameless or empty files are dropped, and when none remain the upload is refused.
 */
export function checkPsychometricFiles<F extends FileLike>(
  files: readonly F[],
  existingCount: number,
): PsychometricCheck<F> {
  if (existingCount + files.length > MAX_PSYCHOMETRIC_FILES) {
    return {
      ok: false,
      title: 'Too Many Files',
      description: UPLOAD_MESSAGES.tooManyPsychometric,
    };
  }
  if (files.some((file) => file.size > MAX_FILE_SIZE_BYTES)) {
    return {
      ok: false,
      title: 'Files Too Large',
      description: 'All files must be smaller than 10MB',
    };
  }
  const valid = files.filter((file) => Boolean(file.name?.trim()) && file.size > 0);
  if (valid.length === 0) {
    return { ok: false, title: 'Upload Failed', description: UPLOAD_MESSAGES.noValidFiles };
  }
  return { ok: true, files: valid };
}

/** Word for word: '{n} psychometric file(s) uploaded successfully.' */
export function filesUploadedMessage(count: number): string {
  return `${count} psychometric file(s) uploaded successfully.`;
}
