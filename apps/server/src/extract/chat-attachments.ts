import { CHAT_ATTACHMENT_EXTENSIONS } from '@facet/contracts';
import type { CoachAttachment } from '../ai/coach.js';
import { HttpError } from '../lib/http-error.js';
import { cleanFileName, extensionOf, verifiedMediaType } from './content-check.js';
import { type DocumentKind, extractDocumentText } from './document-text.js';

/** How much of one attachment's text reaches the model. */
export const ATTACHMENT_TEXT_LIMIT = 40_000;

export interface IncomingFile {
  name: string;
  buffer: Buffer;
}

export interface CheckedFile {
  name: string;
  extension: string;
  mediaType: string;
  buffer: Buffer;
}

const unsupported = (name: string) =>
  new HttpError(
    415,
    `"${name}" is not a supported file. Only images, PDFs, text files, and documents are supported.`,
  );

/**
 * Checks a chat attachment whatever the client claimed: a known extension, content whose magic
 * bytes match it (a renamed executable or HTML page is refused), and no empty files.
 */
export async function checkChatFile(file: IncomingFile): Promise<CheckedFile> {
  const name = cleanFileName(file.name);
  if (!name) throw new HttpError(400, 'A file arrived without a name. Please attach it again.');
  const extension = extensionOf(name);
  if (!(CHAT_ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension))
    throw unsupported(name);
  if (file.buffer.length === 0) throw new HttpError(400, `"${name}" is empty.`);
  const mediaType = await verifiedMediaType(extension, file.buffer.subarray(0, 4100));
  if (!mediaType) throw unsupported(name);
  return { name, extension, mediaType, buffer: file.buffer };
}

/** Turns a checked file into what the coach receives: text, an image, or a plain reason. */
export async function toCoachAttachment(file: CheckedFile): Promise<CoachAttachment> {
  if (file.mediaType.startsWith('image/')) {
    return {
      kind: 'image',
      name: file.name,
      mediaType: file.mediaType,
      data: new Uint8Array(file.buffer),
    };
  }
  let text: string;
  try {
    text = await extractDocumentText(file.extension as DocumentKind, file.buffer);
  } catch {
    return {
      kind: 'unreadable',
      name: file.name,
      mediaType: file.mediaType,
      reason: 'This document could not be opened; it may be damaged or protected.',
    };
  }
  if (!text) {
    return {
      kind: 'unreadable',
      name: file.name,
      mediaType: file.mediaType,
      reason: 'No text could be read from this file (a scanned document has none).',
    };
  }
  return {
    kind: 'text',
    name: file.name,
    mediaType: file.mediaType,
    text: text.slice(0, ATTACHMENT_TEXT_LIMIT),
    truncated: text.length > ATTACHMENT_TEXT_LIMIT,
  };
}
