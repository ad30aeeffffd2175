import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors';
import { languageOf, render, say } from './messages';

/**
 * A percent-encoded unreserved character (RFC 3986 §2.3: letters, digits, `-._~`), as in `/%61pi`:
 * no client needs to encode one, and the router decodes it, so it only gives one address a second
 * spelling that anything reading the raw address (logs, audit paths, a proxy's rules) would miss.
 */
const ENCODED_UNRESERVED = /%(?:[46][1-9a-f]|[57][0-9a]|3[0-9]|2[de]|5f|7e)/i;

/** Refuses an address whose path spells an unreserved character percent-encoded; the query is not checked. */
export async function refuseNonCanonicalPath(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const queryAt = req.url.indexOf('?');
  const path = queryAt < 0 ? req.url : req.url.slice(0, queryAt);
  if (!ENCODED_UNRESERVED.test(path)) return undefined;
  return reply.code(400).send(errorBody(render(say('addressPercentEncoded'), languageOf(req.headers['accept-language']))));
}
