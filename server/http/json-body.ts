import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import { say } from './messages';

/**
 * How deeply a JSON body may nest (arrays and objects, the body itself is level 1). The contract's
 * deepest body needs 3; every recursive walk of a request (validation's `prepare`, Ajv) stays far
 * from the call stack's limit under it.
 */
export const MAX_JSON_DEPTH = 64;

export const tooDeeplyNested = () => new HttpError(400, say('nestsTooDeeply'));

/** Does the value nest deeper than `max`? An explicit stack, so the check itself cannot overflow. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (!node || typeof node !== 'object') continue;
    if (depth > max) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node)) {
      if (child && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}

/**
 * Fastify's own JSON parser (V8's JSON.parse does not recurse, and prototype poisoning is refused),
 * then the depth bound, before anything walks the body.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req: FastifyRequest, body: string, done) => {
    parse(req, body, (err: Error | null, value?: unknown) => {
      if (err) return done(err, undefined);
      if (nestsDeeperThan(value, MAX_JSON_DEPTH)) return done(tooDeeplyNested(), undefined);
      return done(null, value);
    });
  });
}
