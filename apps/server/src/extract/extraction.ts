import { availableParallelism } from 'node:os';
import { WorkerJobError, WorkerPool } from '../lib/worker-pool.js';
import type { ExtractJobInput, ExtractJobOutput } from './extract-job.js';
import { finishText, sniffFormat } from './extract-job.js';
import type { LinkedinJobInput, LinkedinJobOutput } from './linkedin.js';
import { OcrError, recognize } from './ocr.js';
import { repairOcrText } from './ocr-repair.js';

/**
 * Text extraction for uploads, chat attachments and LinkedIn imports, off the server's thread.
 *
 * Where the time and memory go, and what bounds them:
 * - Parsing (PDF, DOCX, DOC, RTF, text) and rendering scanned PDF pages run in the extraction
 *   worker pool: a few worker threads, each with a V8 heap cap; each job has a time limit, and a
 *   job that passes it or fills its heap ends only its own worker. Jobs beyond the pool's size
 *   wait in its queue, first come first served, so the longest wait behind others is bounded by
 *   (jobs ahead ÷ workers) × the job time limit.
 * - Archives (DOCX, LinkedIn exports) are checked against their declared sizes before anything
 *   is inflated (zip-limits): that memory lives outside the heap cap, so the check is what bounds
 *   it. A bomb is refused, never inflated.
 * - OCR (images, scanned PDF pages) runs in tesseract's own worker, one image at a time, taken
 *   round-robin across documents (see ocr.ts), with a time limit per image, at most
 *   `ocrPages` pages per PDF and a total OCR budget per document.
 * - OCR confidence is measured: text read with low confidence is kept but marked `illegible`,
 *   and only `ok` text is ever used as evidence for a profile.
 */

export type TextStatus = 'ok' | 'empty' | 'failed' | 'illegible';

/** Why a file has no usable text (for the note the member sees and for logs). */
export type ExtractionFailure =
  | 'damaged'
  | 'timeout'
  | 'memory'
  | 'too-big'
  | 'ocr-timeout'
  | 'unavailable';

export interface ExtractionOutcome {
  status: TextStatus;
  text: string;
  failure?: ExtractionFailure;
  /** For OCR'd text: tesseract's length-weighted word confidence, 0–100. */
  confidence?: number;
  /** Pages (or images) read by OCR. */
  ocrPages?: number;
}

export interface ExtractionOptions {
  /** Workers in the pool; default one per core beyond the server's own, at least two. */
  size?: number;
  maxHeapMb?: number;
  /** Time limit for parsing one document (PDF jobs that render scanned pages get twice this). */
  timeoutMs?: number;
  /** Time limit for OCR of one image or page. */
  ocrTimeoutMs?: number;
  /** Total OCR time for one document. */
  ocrBudgetMs?: number;
  /** Scanned PDF pages read by OCR, at most (the first ones). */
  ocrPages?: number;
  /** Below this confidence (0–100), OCR'd text is `illegible`. */
  minOcrConfidence?: number;
}

const EXTRACTION_DEFAULTS = {
  maxHeapMb: 256,
  timeoutMs: 30_000,
  ocrTimeoutMs: 20_000,
  ocrBudgetMs: 90_000,
  ocrPages: 10,
  minOcrConfidence: 70,
} satisfies Omit<Required<ExtractionOptions>, 'size'>;

export interface Extraction {
  readonly pool: WorkerPool;
  /** The text of a document or image, whatever its name says it is. Never throws. */
  extract(bytes: Uint8Array): Promise<ExtractionOutcome>;
  /** A LinkedIn export (ZIP) or profile PDF, parsed in the pool. */
  linkedin(input: LinkedinJobInput): Promise<LinkedinJobOutput>;
  close(): Promise<void>;
}

const extractJob = { module: new URL('./extract-job.js', import.meta.url), fn: 'extractDocument' };
const linkedinJob = { module: new URL('./linkedin.js', import.meta.url), fn: 'linkedinJob' };

export function createExtraction(options: ExtractionOptions = {}): Extraction {
  const settings = { ...EXTRACTION_DEFAULTS, ...options };
  const pool = new WorkerPool({
    name: 'extract',
    size: options.size ?? Math.max(2, availableParallelism() - 1),
    maxHeapMb: settings.maxHeapMb,
    timeoutMs: settings.timeoutMs,
  });

  function failureOf(error: unknown): ExtractionFailure {
    if (error instanceof WorkerJobError) {
      if (error.reason === 'timeout') return 'timeout';
      if (error.reason === 'memory') return 'memory';
      if (error.reason === 'closed') return 'unavailable';
      if (error.errorName === 'ZipLimitError') return 'too-big';
    }
    return 'damaged';
  }

  async function ocrAll(
    images: Array<{ index: number; image: Uint8Array }>,
  ): Promise<{ texts: Map<number, string>; confidence: number; failure?: ExtractionFailure }> {
    const owner = {};
    const deadline = Date.now() + settings.ocrBudgetMs;
    const results = await Promise.all(
      images.map(({ index, image }) =>
        recognize({ image, owner, deadline, timeoutMs: settings.ocrTimeoutMs }).then(
          (r) => ({ index, ...r }),
          (error: unknown) => ({ index, error }),
        ),
      ),
    );
    const texts = new Map<number, string>();
    let weight = 0;
    let sum = 0;
    let failure: ExtractionFailure | undefined;
    for (const result of results) {
      if ('error' in result) {
        const reason = result.error instanceof OcrError ? result.error.reason : 'failed';
        failure ??= reason === 'failed' ? 'damaged' : 'ocr-timeout';
        continue;
      }
      const text = finishText(repairOcrText(result.text));
      texts.set(result.index, text);
      const length = text.replace(/[^\p{L}\p{N}]/gu, '').length;
      weight += length;
      sum += length * result.confidence;
    }
    return { texts, confidence: weight > 0 ? sum / weight : 0, failure };
  }

  return {
    pool,
    async extract(bytes) {
      let output: ExtractJobOutput;
      try {
        if (sniffFormat(bytes) === 'image') {
          output = { format: 'image', parts: [{ page: 1, image: bytes }], skippedScannedPages: 0 };
        } else {
          const isPdf = sniffFormat(bytes) === 'pdf';
          // The bytes are copied into the worker: the caller keeps its buffer.
          output = await pool.run<ExtractJobOutput>(
            extractJob,
            { bytes, ocrPages: settings.ocrPages } satisfies ExtractJobInput,
            { timeoutMs: isPdf ? settings.timeoutMs * 2 : settings.timeoutMs },
          );
        }
      } catch (error) {
        return { status: 'failed', text: '', failure: failureOf(error) };
      }
      const images = output.parts.flatMap((part, index) =>
        'image' in part ? [{ index, image: part.image }] : [],
      );
      const ocr = images.length > 0 ? await ocrAll(images) : undefined;
      const text = output.parts
        .map((part, index) => ('text' in part ? part.text : (ocr?.texts.get(index) ?? '')))
        .filter(Boolean)
        .join('\n\n');
      const ocrChars = ocr ? [...ocr.texts.values()].join('').replace(/\s/g, '').length : 0;
      const allChars = text.replace(/\s/g, '').length;
      if (!text) {
        if (ocr?.failure) return { status: 'failed', text: '', failure: ocr.failure };
        return { status: 'empty', text: '', ocrPages: images.length || undefined };
      }
      // Mostly OCR'd text that tesseract was unsure of is not evidence.
      if (ocr && ocrChars > allChars / 2 && ocr.confidence < settings.minOcrConfidence) {
        return {
          status: 'illegible',
          text,
          confidence: Math.round(ocr.confidence),
          ocrPages: images.length,
        };
      }
      return {
        status: 'ok',
        text,
        ...(ocr ? { confidence: Math.round(ocr.confidence), ocrPages: images.length } : {}),
      };
    },
    async linkedin(input) {
      try {
        return await pool.run<LinkedinJobOutput>(linkedinJob, input);
      } catch (error) {
        const failure = failureOf(error);
        return { ok: false, failure };
      }
    },
    close: () => pool.close(),
  };
}
