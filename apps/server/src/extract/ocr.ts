import { createRequire } from 'node:module';
import { createWorker, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);
/** The English model ships in an npm package: OCR never downloads anything at run time. */
const eng = require('@tesseract.js-data/eng') as { langPath: string; gzip: boolean };

let worker: Promise<Worker> | undefined;
let queue: Promise<unknown> = Promise.resolve();

function getWorker(): Promise<Worker> {
  worker ??= createWorker('eng', 1, {
    langPath: eng.langPath,
    gzip: eng.gzip,
    cacheMethod: 'none',
  }).catch((error: unknown) => {
    worker = undefined;
    throw error;
  });
  return worker;
}

/**
 * The text in an image (jpg, png), read by tesseract.js. One worker per process, created on first
 * use (about a second) and reused; images are read one at a time, in arrival order.
 */
export function recognizeText(image: Buffer): Promise<string> {
  const job = queue.then(async () => {
    const { data } = await (await getWorker()).recognize(image);
    return data.text;
  });
  queue = job.catch(() => undefined);
  return job;
}

/** Stops the worker (at shutdown and after tests). */
export async function stopOcr(): Promise<void> {
  const current = worker;
  worker = undefined;
  if (current) await (await current).terminate();
}
