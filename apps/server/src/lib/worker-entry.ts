import { parentPort } from 'node:worker_threads';
import type { WorkerReply, WorkerRequest } from './worker-pool.js';

/**
 * The inside of a pool worker: imports the job's module once, calls the named export with the
 * job's input and posts the result (or the error's name and message) back.
 */
const port = parentPort;
if (!port) throw new Error('worker-entry runs only as a worker thread');

const modules = new Map<string, Promise<Record<string, unknown>>>();

port.on('message', async (request: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    let loaded = modules.get(request.module);
    if (!loaded) {
      loaded = import(request.module) as Promise<Record<string, unknown>>;
      modules.set(request.module, loaded);
    }
    const fn = (await loaded)[request.fn];
    if (typeof fn !== 'function') throw new Error(`${request.fn} is not a function of the module`);
    reply = { id: request.id, ok: true, output: await fn(request.input) };
  } catch (error) {
    const err = error instanceof Error ? error : new Error(String(error));
    reply = { id: request.id, ok: false, error: { name: err.name, message: err.message } };
  }
  port.postMessage(reply);
});
