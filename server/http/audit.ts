import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Operation } from '../contract';

const TARGET_FIELDS = ['id', 'adminId', 'productId', 'admin_id', 'package_id', 'product_id', 'transaction_id'] as const;

/** Which record a mutation touched: its path id, a body reference, or the id it created. */
function targetOf(req: FastifyRequest, payload: unknown): string | null {
  for (const part of [req.params, req.body]) {
    if (!part || typeof part !== 'object') continue;
    for (const field of TARGET_FIELDS) {
      const value = (part as Record<string, unknown>)[field];
      if (typeof value === 'number' || typeof value === 'string') return `${field}=${value}`;
    }
  }
  if (typeof payload === 'string' && payload.length < 65_536) {
    try {
      const id = (JSON.parse(payload) as { data?: { id?: unknown } }).data?.id;
      if (typeof id === 'number' || typeof id === 'string') return `id=${id}`;
    } catch {
      // not JSON: nothing to name
    }
  }
  return null;
}

/** Every mutation leaves an audit record (admin, operation, target, outcome, time) before its answer goes out. */
export function auditMutation(operation: Operation) {
  return async (req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    if (!req.admin) return payload;
    try {
      await req.server.db
        .insertInto('audit_log')
        .values({
          admin_id: req.admin.id,
          operation_id: operation.operationId,
          method: req.method,
          path: req.url.split('?')[0].slice(0, 500),
          target: targetOf(req, payload),
          status_code: reply.statusCode,
          ip: req.ip,
        })
        .execute();
    } catch (err) {
      req.log.error({ err, operationId: operation.operationId }, 'audit record could not be written');
    }
    return payload;
  };
}
