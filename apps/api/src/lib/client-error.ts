import type { Socket } from 'node:net';
import { fail } from './envelope.ts';
import { MESSAGES } from './errors.ts';

/** What Node's HTTP parser says when it gives up on a request, as the answer's status and text. */
function answerFor(code: string | undefined): { status: number; reason: string; message: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, reason: 'Request Timeout', message: MESSAGES.requestTimeout };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, reason: 'Request Header Fields Too Large', message: MESSAGES.headersTooLarge };
  return { status: 400, reason: 'Bad Request', message: MESSAGES.malformedRequest };
}

/**
 * A request Node's HTTP parser cannot read (a line break inside a header, an invalid method or header name, headers
 * over the limit, a request too slow to arrive) never reaches Fastify's routes or hooks. It is answered here with the
 * envelope in Spanish, like every other answer (Fastify's own answer is English JSON of another shape), and the
 * connection is closed: the parser has lost its place in it.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, reason, message } = answerFor(err.code);
  const body = JSON.stringify(fail(message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
