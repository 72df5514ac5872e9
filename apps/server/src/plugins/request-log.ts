import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pretty from 'pino-pretty';
import { loggableUrl } from '../lib/log-url';

/**
 * One log entry per request, written when the answer has gone, instead of Fastify's pair of
 * "incoming request" / "request completed" entries, so a terminal shows one line per request.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const entry = {
      method: request.method,
      url: loggableUrl(request.url),
      statusCode: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...entry, err: error }, 'request errored');
    else reply.log.info(entry, 'request completed');
  }
}

/** `time LEVEL: GET /path 200 3.1 ms` for requests, `time LEVEL: message` for everything else. */
export function readableLine(log: Record<string, unknown>, messageKey: string): string {
  if (typeof log.method === 'string' && typeof log.statusCode === 'number')
    return `${log.method} ${log.url} ${log.statusCode} ${log.durationMs} ms`;
  return String(log[messageKey] ?? '');
}

/** The stream behind `LOG_FORMAT=pretty`: readable lines, coloured on a terminal. */
export function prettyLogStream(options: { colorize: boolean; destination?: NodeJS.WritableStream }) {
  return pretty({
    colorize: options.colorize,
    translateTime: 'SYS:HH:MM:ss',
    // The request line says these already; the request id stays in the JSON format.
    ignore: 'pid,hostname,reqId,method,url,statusCode,durationMs',
    messageFormat: readableLine,
    singleLine: true,
    sync: true,
    ...(options.destination ? { destination: options.destination } : {}),
  });
}
