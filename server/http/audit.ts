import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Operation } from '../contract';
import type { Database } from '../db/schema';

const TARGET_FIELDS = ['id', 'adminId', 'productId', 'admin_id', 'package_id', 'product_id', 'transaction_id'] as const;

/** Which record a mutation touched: what the handler named, its path id, a body reference, or the id it created. */
function targetOf(req: FastifyRequest, result: unknown): string | null {
  if (req.auditTarget) return req.auditTarget;
  for (const part of [req.params, req.body]) {
    if (!part || typeof part !== 'object') continue;
    for (const field of TARGET_FIELDS) {
      const value = (part as Record<string, unknown>)[field];
      if (typeof value === 'number' || typeof value === 'string') return `${field}=${value}`;
    }
  }
  const id = (result as { data?: { id?: unknown } } | undefined)?.data?.id;
  return typeof id === 'number' || typeof id === 'string' ? `id=${id}` : null;
}

/**
 * The audit record of a mutation (admin, operation, target, outcome, time). A change writes it with
 * the executor of its own transaction, so the two commit together or not at all.
 */
export async function writeAudit(db: Kysely<Database>, req: FastifyRequest, operation: Operation, statusCode: number, result?: unknown): Promise<void> {
  if (!req.admin) return;
  await db
    .insertInto('audit_log')
    .values({
      admin_id: req.admin.id,
      operation_id: operation.operationId,
      method: req.method,
      path: req.url.split('?')[0].slice(0, 500),
      target: targetOf(req, result),
      status_code: statusCode,
      ip: req.ip,
    })
    .execute();
}

/** Refused mutations (4xx, 5xx) changed nothing; their record is written on its own, before the answer goes out. */
export function auditRefusal(operation: Operation) {
  return async (req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    if (!req.admin || req.audited || reply.statusCode < 400) return payload;
    try {
      await writeAudit(req.server.db, req, operation, reply.statusCode);
    } catch (err) {
      req.log.error({ err, operationId: operation.operationId }, 'audit record of a refused request could not be written');
    }
    return payload;
  };
}
