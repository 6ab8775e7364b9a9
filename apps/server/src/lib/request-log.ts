import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Log this route's requests at debug level only (health probes, metrics scrapes). */
    quietLog?: boolean;
  }
}

/**
 * One log line per request instead of Fastify's two: `request completed` with the method, URL,
 * status and time, at info level. Probes and scrapes (routes marked `quietLog`) and requests for
 * paths that match no route (404s from scanners and typos) are logged at debug level only, so they
 * neither fill the log nor cost a write each. The `incoming request` line is at debug level too.
 * Errors keep Fastify's own handling.
 */
/** The silent logger of an app built without one has no level to ask. */
const enabled = (log: FastifyBaseLogger, level: 'debug' | 'info') => {
  const { isLevelEnabled } = log as { isLevelEnabled?: (level: string) => boolean };
  return typeof isLevelEnabled === 'function' && isLevelEnabled.call(log, level);
};

export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (enabled(request.log, 'debug')) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    const quiet =
      request.routeOptions.config.quietLog === true ||
      (reply.statusCode === 404 && request.routeOptions.url === undefined);
    const level = quiet ? 'debug' : 'info';
    if (!enabled(reply.log, level)) return;
    reply.log[level](
      { req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  }
}
