import { z } from 'zod';

export const UPLOAD_KINDS = ['cv', 'psychometric'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** SPEC §5: extensions accepted for the CV and psychometric files. */
export const UPLOAD_EXTENSIONS = ['pdf', 'doc', 'docx', 'txt', 'jpg', 'png'] as const;

/** Whether the server could read text from the file (SPEC §5: insights need readable evidence). */
export const TEXT_STATUSES = ['ok', 'empty', 'failed'] as const;

export const uploadedFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Size in bytes. */
  size: z.number().int(),
  type: z.enum(UPLOAD_KINDS),
  mediaType: z.string(),
  textStatus: z.enum(TEXT_STATUSES),
  /** Set when no text could be read; says so in words a person understands. */
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

/** SPEC §5/§8 texts the server answers with, so the client can show them as they are. */
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
} as const;
