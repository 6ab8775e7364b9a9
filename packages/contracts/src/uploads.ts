import { z } from 'zod';

export const UPLOAD_KINDS = ['cv', 'psychometric'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** Extensions accepted for the CV and psychometric files (content is checked too). */
export const UPLOAD_EXTENSIONS = ['pdf', 'doc', 'docx', 'txt', 'jpg', 'png'] as const;

/**
 * Whether the server could read text from the file; only `ok` text is evidence for insights.
 * - `empty`: the file holds no text (a blank page, a picture without words).
 * - `failed`: it could not be read (damaged, protected, or too slow or large to read).
 * - `illegible`: text was read by OCR from a scan or photo, but too unsure to be trusted.
 */
export const TEXT_STATUSES = ['ok', 'empty', 'failed', 'illegible'] as const;
export type TextStatus = (typeof TEXT_STATUSES)[number];

export const uploadedFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Size in bytes. */
  size: z.number().int(),
  type: z.enum(UPLOAD_KINDS),
  mediaType: z.string(),
  textStatus: z.enum(TEXT_STATUSES),
  /** Set when the text is not used as evidence; says why in words a person understands. */
  textNote: z.string().nullable(),
  uploadedAt: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const uploadFileResponseSchema = z.object({ file: uploadedFileSchema });
export const uploadFilesResponseSchema = z.object({ files: z.array(uploadedFileSchema) });

export const filesQuerySchema = z.object({
  type: z.enum(UPLOAD_KINDS, { error: 'type must be cv or psychometric.' }).optional(),
});

export const fileParamsSchema = z.object({
  id: z.string().uuid('That file id is not valid.'),
});

/** Texts the server answers with, so the client can show them as they are (see docs/product.md). */
export const UPLOAD_MESSAGES = {
  cvExists:
    'You already have a CV uploaded. Please remove it first if you want to upload a new one.',
  tooManyPsychometric: 'You can upload a maximum of 10 psychometric files',
  unsupportedType:
    "We support .pdf, .doc, .docx, .txt, .jpg, .png files. Your file type isn't supported yet.",
  tooLarge:
    'Your file is a bit large for us to process smoothly. Please try a smaller version (under 10MB).',
  noName: "We couldn't read the file name. Please try again.",
  noValidFiles: 'No valid files provided',
  unreadable:
    "We couldn't read any text in this file, so it won't be used as evidence for your insights. A text-based PDF or Word document works best.",
  /** A scan or photo read with too little confidence. */
  illegible:
    "This file is hard to read (the scan or picture is too small or blurry), so it won't be used as evidence for your insights. A sharper scan, or the original PDF or Word document, works best.",
  /** Reading the file took longer, or more memory, than one file may use. */
  tooSlow:
    "This file took too long to read, so it won't be used as evidence for your insights. A shorter or text-based version (not a scan) works best.",
  /** A DOCX or other archive that unpacks to far more than a real document (a zip bomb). */
  archiveTooBig:
    'This document unpacks to far more data than a real document does, so it was not opened. Please save it again from your word processor and upload that copy.',
} as const;
