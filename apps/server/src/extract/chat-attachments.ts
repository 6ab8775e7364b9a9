import { CHAT_ATTACHMENT_EXTENSIONS } from '@facet/contracts';
import type { CoachAttachment } from '../ai/coach.js';
import { UnreadableDocumentError, UnsupportedFileError } from '../lib/errors.js';
import { cleanFileName, extensionOf, verifiedMediaType } from './content-check.js';
import type { Extraction } from './extraction.js';

/** How much of one attachment's text reaches the model. */
const ATTACHMENT_TEXT_LIMIT = 40_000;

export interface IncomingFile {
  name: string;
  buffer: Buffer;
}

export interface CheckedFile {
  name: string;
  extension: string;
  mediaType: string;
  buffer: Buffer;
  /** Reads the file's text when the coach needs it (in the extraction workers). */
  extraction: Extraction;
}

const unsupported = (name: string) =>
  new UnsupportedFileError(
    `"${name}" is not a supported file. Only images, PDFs, text files, and documents are supported.`,
  );

/**
 * Checks a chat attachment whatever the client claimed: a known extension, content whose magic
 * bytes match it (a renamed executable or HTML page is refused), and no empty files.
 */
export async function checkChatFile(
  file: IncomingFile,
  extraction: Extraction,
): Promise<CheckedFile> {
  const name = cleanFileName(file.name);
  if (!name)
    throw new UnreadableDocumentError('A file arrived without a name. Please attach it again.');
  const extension = extensionOf(name);
  if (!(CHAT_ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension))
    throw unsupported(name);
  if (file.buffer.length === 0) throw new UnreadableDocumentError(`"${name}" is empty.`);
  const mediaType = await verifiedMediaType(extension, file.buffer.subarray(0, 4100));
  if (!mediaType) throw unsupported(name);
  return { name, extension, mediaType, buffer: file.buffer, extraction };
}

/** Turns a checked file into what the coach receives: text, an image, or a plain reason. */
export async function toCoachAttachment(file: CheckedFile): Promise<CoachAttachment> {
  if (file.mediaType.startsWith('image/')) {
    let read: Promise<string | null> | undefined;
    return {
      kind: 'image',
      name: file.name,
      mediaType: file.mediaType,
      data: new Uint8Array(file.buffer),
      // A photo or scan of a CV is read the way an uploaded one is, when a coach asks for it; read
      // once, however many times it is asked for (the chat stores the text, the coach uses it).
      readText: () => {
        read ??= file.extraction.extract(file.buffer).then((outcome) => {
          if (outcome.failure || outcome.status === 'illegible') return null;
          const text = outcome.text.trim();
          return text ? text.slice(0, ATTACHMENT_TEXT_LIMIT) : null;
        });
        return read;
      },
    };
  }
  const outcome = await file.extraction.extract(file.buffer);
  const unreadable = (reason: string): CoachAttachment => ({
    kind: 'unreadable',
    name: file.name,
    mediaType: file.mediaType,
    reason,
  });
  switch (outcome.failure) {
    case 'too-big':
      return unreadable(
        'This document unpacks to far more data than a real document does, so it was not opened.',
      );
    case 'timeout':
    case 'memory':
    case 'ocr-timeout':
      return unreadable('This document took too long to read, so its text is not included.');
    case 'damaged':
    case 'unavailable':
      return unreadable('This document could not be opened; it may be damaged or protected.');
  }
  if (outcome.status === 'illegible') {
    return unreadable(
      'The scanned text in this file is too small or blurry to be read reliably, so it is not included.',
    );
  }
  const text = outcome.text;
  if (!text) {
    return unreadable('No text could be read from this file.');
  }
  return {
    kind: 'text',
    name: file.name,
    mediaType: file.mediaType,
    text: text.slice(0, ATTACHMENT_TEXT_LIMIT),
    truncated: text.length > ATTACHMENT_TEXT_LIMIT,
  };
}
