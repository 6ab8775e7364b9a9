import { performance } from 'node:perf_hooks';
import type { Coach, CoachRequest } from '../ai/coach.js';
import type { Metrics, ProviderOperation } from './metrics.js';

const since = (start: number) => (performance.now() - start) / 1000;

/**
 * The coach with every provider call measured: its duration and outcome per operation, errors,
 * and the time to the first streamed text of a reply. A call the client cancelled counts as
 * aborted, not as an error. Everything else about the coach is left as it is (members this
 * wrapper does not know are reached through the prototype).
 */
export function instrumentCoach(coach: Coach, metrics: Metrics): Coach {
  const provider = coach.kind;
  const timed = async <T>(
    operation: ProviderOperation,
    call: () => Promise<T>,
    signal?: AbortSignal,
  ) => {
    const start = performance.now();
    try {
      const result = await call();
      metrics.observeProvider(provider, operation, since(start), 'ok');
      return result;
    } catch (error) {
      metrics.observeProvider(
        provider,
        operation,
        since(start),
        signal?.aborted ? 'aborted' : 'error',
      );
      throw error;
    }
  };

  const wrapped: Coach = Object.create(coach);
  Object.defineProperties(wrapped, {
    proposeProfile: {
      value: (files: Parameters<Coach['proposeProfile']>[0]) =>
        timed('profile', () => coach.proposeProfile(files)),
    },
    followUp: {
      value: (request: CoachRequest, reply: string, wantTitle: boolean) =>
        timed('follow_up', () => coach.followUp(request, reply, wantTitle), request.signal),
    },
    streamReply: {
      value: async function* streamReply(request: CoachRequest): AsyncIterable<string> {
        const start = performance.now();
        let first = true;
        let failed = false;
        try {
          for await (const delta of coach.streamReply(request)) {
            if (first && delta) {
              first = false;
              metrics.observeFirstToken(provider, since(start));
            }
            yield delta;
          }
        } catch (error) {
          failed = true;
          throw error;
        } finally {
          const outcome = request.signal.aborted ? 'aborted' : failed ? 'error' : 'ok';
          metrics.observeProvider(provider, 'reply', since(start), outcome);
        }
      },
    },
  });
  return wrapped;
}
