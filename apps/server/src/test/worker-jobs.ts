/** Jobs for the worker pool's own tests. */

export function double(input: number): number {
  return input * 2;
}

export async function slowEcho(input: { value: string; ms: number }): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, input.ms));
  return input.value;
}

export function spin(ms: number): number {
  const end = Date.now() + ms;
  let n = 0;
  while (Date.now() < end) n++;
  return n;
}

/** Grows the heap until the worker's cap stops it. */
export function hog(): number {
  const keep: string[][] = [];
  for (;;) keep.push(Array.from({ length: 100_000 }, (_, i) => `chunk-${i}-${keep.length}`));
}

export function fail(message: string): never {
  throw new RangeError(message);
}

export function byteLength(input: Uint8Array): number {
  return input.byteLength;
}

/** How often this worker ran `warmUp`: shows a warm-up ran in the worker a later job gets. */
let warmUps = 0;
export function warmUp(): void {
  warmUps++;
}
export function warmUpCount(): number {
  return warmUps;
}

/** Throws from a timer, outside the job's own call: an uncaught exception in the worker. */
export function throwLater(message: string): Promise<never> {
  setTimeout(() => {
    throw new TypeError(message);
  }, 0);
  return new Promise<never>(() => {});
}

/** A promise rejected with nobody to catch it, while the job waits forever. */
export function rejectUnhandled(message: string): Promise<never> {
  void Promise.reject(new Error(message));
  return new Promise<never>(() => {});
}

/** Ends the worker's thread outright, as a native library's abort would. */
export function exitThread(code: number): never {
  process.exit(code);
}
