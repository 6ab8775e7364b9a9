import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import WordExtractor from 'word-extractor';
import { recognizeText } from './ocr.js';

export type DocumentKind = 'pdf' | 'docx' | 'doc' | 'txt' | 'csv' | 'json' | 'jpg' | 'jpeg' | 'png';

/** Collapses runs of blank space the extractors leave, keeping paragraph breaks. */
function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\f\v]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The text of a document: pdf (unpdf), docx (mammoth), doc (word-extractor), an image (OCR) or
 * plain text. Throws when the file cannot be parsed; answers '' when it holds no text.
 */
export async function extractDocumentText(kind: DocumentKind, buffer: Buffer): Promise<string> {
  switch (kind) {
    case 'pdf': {
      const pdf = await getDocumentProxy(new Uint8Array(buffer));
      try {
        const { text } = await extractText(pdf, { mergePages: true });
        return tidy(text);
      } finally {
        await pdf.destroy();
      }
    }
    case 'docx':
      return tidy((await mammoth.extractRawText({ buffer })).value);
    case 'doc': {
      const document = await new WordExtractor().extract(buffer);
      return tidy(document.getBody());
    }
    case 'jpg':
    case 'jpeg':
    case 'png':
      return tidy(await recognizeText(buffer));
    default:
      return tidy(buffer.toString('utf8'));
  }
}
