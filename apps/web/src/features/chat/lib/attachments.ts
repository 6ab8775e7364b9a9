import { type AttachmentMeta, CHAT_ATTACHMENT_EXTENSIONS, CHAT_MAX_FILES } from '@facet/contracts';

/** The file picker's accept list. */
export const CHAT_ACCEPT = CHAT_ATTACHMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');

const ALLOWED = new Set<string>(CHAT_ATTACHMENT_EXTENSIONS);

export function isSupportedChatFile(file: { name: string }): boolean {
  const dot = file.name.lastIndexOf('.');
  if (dot === -1) return false;
  return ALLOWED.has(file.name.slice(dot + 1).toLowerCase());
}

/** Splits picked files into the supported ones and a flag for any dropped. */
export function filterChatFiles(files: readonly File[]): { accepted: File[]; rejected: number } {
  const accepted = files.filter(isSupportedChatFile);
  return { accepted, rejected: files.length - accepted.length };
}

export const TOO_MANY_FILES = `You can attach up to ${CHAT_MAX_FILES} files to one message.`;

/** A message's attachments are JSON text holding { type, originalName, size }[]. */
export function parseAttachments(json: string | null): AttachmentMeta[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (item): item is AttachmentMeta =>
        Boolean(item) && typeof item === 'object' && typeof item.originalName === 'string',
    );
  } catch {
    return [];
  }
}
