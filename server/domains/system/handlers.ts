import { timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import { ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { say } from '../../http/messages';
import { handlers } from '../../http/handler';
import { stoppingRefusal } from '../../http/lifecycle';

/** The scraper's `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer (\S+)$/i.exec(header ?? '');
  if (!match) return false;
  const given = Buffer.from(match[1]);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const systemHandlers = handlers({
  /** Liveness: the process runs and reaches its database, draining or not. */
  getHealth: async ({ db }) => {
    await sql`select 1`.execute(db);
    return ok({ status: 'ok' as const });
  },

  /** Readiness: 503 from the moment the server is told to stop, so the balancer stops sending to it (server/http/lifecycle.ts). */
  getReady: async ({ db, req }) => {
    if (req.server.lifecycle?.draining) throw stoppingRefusal();
    await sql`select 1`.execute(db);
    return ok({ status: 'ok' as const });
  },

  /** Prometheus metrics, only with METRICS_TOKEN and its bearer; otherwise as if there were no such address. */
  getMetrics: async ({ req, reply, config }) => {
    const metrics = req.server.metrics;
    if (!metrics || !config.metricsToken) throw new HttpError(404, say('routeNotFound', { method: 'GET', path: req.url.split('?')[0].slice(0, 200) }));
    if (!bearerMatches(req.headers.authorization, config.metricsToken)) {
      throw new HttpError(401, say('sendMetricsToken'), undefined, { 'www-authenticate': 'Bearer realm="metrics"' });
    }
    return reply.type(metrics.contentType).send(await metrics.render());
  },
});
