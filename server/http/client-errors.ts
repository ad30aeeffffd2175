import http from 'node:http';
import type { Socket } from 'node:net';
import { errorBody } from './errors';
import { render, say, type Say } from './messages';

interface ConnectionError extends Error {
  code?: string;
}

/** What a request the server could not take whole (too slow, headers too large, unparseable) is told. */
function refusalOf(error: ConnectionError): { status: number; message: Say } {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: say('requestTooSlow') };
  if (error.code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: say('headersTooLarge') };
  return { status: 400, message: say('requestUnreadable') };
}

/**
 * Node's `clientError` (a request timed out or broken before it reached the router): answered in the
 * agreed error shape, as Fastify's default does in its own, then the connection is closed.
 */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // An answer already under way cannot be followed by another one on the same connection.
  const started = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
  if (socket.writable && !started) {
    const { status, message } = refusalOf(error);
    // No request was read, so no Accept-Language: said in English.
    const body = JSON.stringify(errorBody(render(message, 'en')));
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
