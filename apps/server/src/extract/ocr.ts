import { createRequire } from 'node:module';
import type { Worker as NodeWorker } from 'node:worker_threads';
import { createWorker, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);
/** The English model ships in an npm package: OCR never downloads anything at run time. */
const eng = require('@tesseract.js-data/eng') as { langPath: string; gzip: boolean };

export interface OcrResult {
  text: string;
  /**
   * How sure tesseract is of what it read, 0–100: its word confidences averaged with each word
   * weighted by its length (a misread long word counts more than a stray mark). 0 when no word.
   */
  confidence: number;
  words: number;
}

export class OcrError extends Error {
  constructor(
    readonly reason: 'timeout' | 'budget' | 'failed',
    message: string,
  ) {
    super(message);
    this.name = 'OcrError';
  }
}

/**
 * OCR with tesseract.js, which runs in a worker thread of its own (the server's thread only
 * posts images and receives text). One tesseract worker per process: its English model takes
 * about 100 MB, and two cores gain little from a second one.
 *
 * Images wait in one queue per document and are taken round-robin across documents, so one
 * member's ten-page scan interleaves with everyone else's single screenshot instead of making
 * them wait for all ten pages. Each image has a time limit: one that runs past it has its
 * tesseract worker terminated (the only way to stop tesseract) and a fresh one is started for
 * the next image. A document also has a deadline (its total OCR budget): its pages still queued
 * when the deadline passes are not read at all. So the wait any upload can be put through by
 * others is bounded by (documents ahead in the round) × (per-image limit).
 */
interface OcrJob {
  image: Uint8Array;
  deadline: number;
  timeoutMs: number;
  resolve(result: OcrResult): void;
  reject(error: Error): void;
}

/** tesseract's worker, and a promise that fails if its thread dies (it never resolves). */
interface Tesseract {
  worker: Promise<Worker>;
  lost: Promise<never>;
}

let tesseract: Tesseract | undefined;
const queues = new Map<object, OcrJob[]>();
let running = false;

/**
 * The one tesseract worker, started on first use. Whatever goes wrong inside it fails only the
 * image it was reading, never the process: tesseract.js rethrows a failed image's error from its
 * message handler (an uncaught exception that would end the server) unless it is given an error
 * handler, so it gets one that ignores it (the image's own promise is rejected with the same
 * error); and its thread's own `error` and `exit` fail the image in progress and make the next
 * image start a fresh worker.
 */
function getTesseract(): Tesseract {
  if (tesseract) return tesseract;
  let markLost: (error: Error) => void = () => {};
  const lost = new Promise<never>((_, reject) => {
    markLost = reject;
  });
  lost.catch(() => {});
  const forget = (error: Error) => {
    if (tesseract === entry) tesseract = undefined;
    markLost(error);
  };
  const entry: Tesseract = {
    lost,
    worker: createWorker('eng', 1, {
      langPath: eng.langPath,
      gzip: eng.gzip,
      cacheMethod: 'none',
      errorHandler: () => {},
    }).then(
      (created) => {
        const thread = (created as Worker & { worker?: NodeWorker }).worker;
        thread?.on('error', (error: Error) =>
          forget(new OcrError('failed', `The image reader failed: ${error.message}`)),
        );
        thread?.on('exit', () =>
          forget(new OcrError('failed', 'The image reader stopped unexpectedly.')),
        );
        return created;
      },
      (error: unknown) => {
        forget(error instanceof Error ? error : new Error(String(error)));
        throw error;
      },
    ),
  };
  tesseract = entry;
  return entry;
}

interface WordLike {
  text: string;
  confidence: number;
}

/** Word rows (level 5) of tesseract's TSV: …, conf (column 11), text (column 12). */
function wordsFromTsv(tsv: string): WordLike[] {
  const words: WordLike[] = [];
  for (const line of tsv.split('\n')) {
    const cols = line.split('\t');
    if (cols[0] !== '5' || cols.length < 12) continue;
    const confidence = Number(cols[10]);
    if (Number.isFinite(confidence) && confidence >= 0) {
      words.push({ text: cols.slice(11).join('\t'), confidence });
    }
  }
  return words;
}

function measure(words: WordLike[]): { confidence: number; words: number } {
  let weight = 0;
  let sum = 0;
  let count = 0;
  for (const word of words) {
    const length = word.text.replace(/[^\p{L}\p{N}]/gu, '').length;
    if (length === 0) continue;
    count++;
    weight += length;
    sum += length * word.confidence;
  }
  return { confidence: weight > 0 ? sum / weight : 0, words: count };
}

async function recognizeNow(image: Uint8Array, timeoutMs: number): Promise<OcrResult> {
  const current = getTesseract();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // tesseract cannot be interrupted: its worker is ended and replaced for the next image.
      if (tesseract === current) tesseract = undefined;
      void current.worker.then((w) => w.terminate()).catch(() => {});
      reject(
        new OcrError(
          'timeout',
          `Reading the image took longer than ${Math.round(timeoutMs / 1000)} s.`,
        ),
      );
    }, timeoutMs);
    timer.unref();
  });
  try {
    // TSV (one line per word with its confidence) rather than the block tree: a string is far
    // cheaper to hand from tesseract's thread to this one than thousands of nested objects.
    const { data } = await Promise.race([
      current.worker.then((w) => w.recognize(Buffer.from(image), {}, { text: true, tsv: true })),
      timedOut,
      current.lost,
    ]);
    return { text: data.text, ...measure(wordsFromTsv(data.tsv ?? '')) };
  } catch (error) {
    if (error instanceof OcrError) throw error;
    throw new OcrError('failed', (error as Error).message || 'The image could not be read.');
  } finally {
    clearTimeout(timer);
  }
}

function pump(): void {
  if (running) return;
  for (;;) {
    const owner = queues.keys().next();
    if (owner.done) return;
    const queue = queues.get(owner.value) as OcrJob[];
    const job = queue.shift() as OcrJob;
    // Round-robin: the document goes to the back of the line for its next page.
    queues.delete(owner.value);
    if (queue.length > 0) queues.set(owner.value, queue);
    if (Date.now() > job.deadline) {
      job.reject(new OcrError('budget', 'The time for reading this document ran out.'));
      continue;
    }
    running = true;
    recognizeNow(job.image, Math.min(job.timeoutMs, Math.max(1, job.deadline - Date.now())))
      .then(job.resolve, job.reject)
      .finally(() => {
        running = false;
        pump();
      });
    return;
  }
}

export interface OcrRequest {
  image: Uint8Array;
  /** Images of one document share a queue; pass the same object for each of its pages. */
  owner: object;
  /** Epoch ms after which this image is not started. */
  deadline: number;
  /** Time limit for this one image. */
  timeoutMs: number;
}

/** Reads the text in an image (PNG, JPEG), with the confidence of what was read. */
export function recognize(request: OcrRequest): Promise<OcrResult> {
  return new Promise<OcrResult>((resolve, reject) => {
    const queue = queues.get(request.owner) ?? [];
    queue.push({
      image: request.image,
      deadline: request.deadline,
      timeoutMs: request.timeoutMs,
      resolve,
      reject,
    });
    queues.set(request.owner, queue);
    pump();
  });
}

/** Stops the worker (at shutdown and after tests); queued images fail. */
export async function stopOcr(): Promise<void> {
  for (const queue of queues.values())
    for (const job of queue.splice(0))
      job.reject(new OcrError('failed', 'The server is shutting down.'));
  queues.clear();
  const current = tesseract;
  tesseract = undefined;
  if (current) await (await current.worker.catch(() => undefined))?.terminate().catch(() => {});
}
