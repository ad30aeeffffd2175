import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Operation } from '../contract';
import type { Database } from '../db/schema';

const TARGET_FIELDS = ['id', 'adminId', 'productId', 'admin_id', 'package_id', 'product_id', 'transaction_id'] as const;

/**
 * Text from the request as an audit record may store it: a refusal is recorded whatever the client
 * sent, so control characters (NUL, which PostgreSQL cannot store in text, among them) are written
 * as `\uXXXX`, and the text is cut at `max` characters.
 */
export function auditText(value: string, max: number): string {
  const visible = (c: string) => {
    const code = c.charCodeAt(0);
    return code < 0x20 || code === 0x7f ? `\\u${code.toString(16).padStart(4, '0')}` : c;
  };
  return Array.from(value.slice(0, max), visible).join('').slice(0, max);
}

/** Which record a mutation touched: what the handler named, its path id, a body reference, or the id it created. */
function targetOf(req: FastifyRequest, result: unknown): string | null {
  if (req.auditTarget) return req.auditTarget;
  for (const part of [req.params, req.body]) {
    if (!part || typeof part !== 'object') continue;
    for (const field of TARGET_FIELDS) {
      const value = (part as Record<string, unknown>)[field];
      if (typeof value === 'number' || typeof value === 'string') return auditText(`${field}=${value}`, 200);
    }
  }
  const id = (result as { data?: { id?: unknown } } | undefined)?.data?.id;
  return typeof id === 'number' || typeof id === 'string' ? auditText(`id=${id}`, 200) : null;
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
      path: auditText(req.url.split('?')[0], 500),
      target: targetOf(req, result),
      status_code: statusCode,
      ip: auditText(req.ip, 100),
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
