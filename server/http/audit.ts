import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { secretFieldNames } from '../../openapi/generated/secret-fields';
import type { Operation } from '../contract';
import type { Database, RecordChange } from '../db/schema';
import { auditTarget } from '../domains/audit/audit-target';

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
 * Fields whose values never enter an audit record, whoever records them: the contract's secrets
 * (`x-secret`: passwords, tokens, codes, customers' in-game passwords and security codes) and the
 * columns that hold them hashed or raw. Any field whose name speaks of a password, a secret, a
 * token or a hash is one too, so a column added later is covered before anyone lists it.
 */
const SECRET_FIELDS: ReadonlySet<string> = new Set<string>([
  ...secretFieldNames,
  'password_hash',
  'token_hash',
  'code_hash',
  'second_factor_secret',
  'second_factor_pending_secret',
  'ingamepassword',
  'securitycode',
]);
const SECRET_NAME = /pass(word)?|secret|token|hash|security_?code|otp|recovery/i;

export const isSecretField = (field: string): boolean => SECRET_FIELDS.has(field) || SECRET_NAME.test(field);

/** Longest text kept of a value (a note, an address): a history shows what changed, not a document. */
const VALUE_MAX = 500;

type Scalar = string | number | boolean | null;

function scalar(value: unknown): Scalar {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return value.toString();
  return auditText(typeof value === 'string' ? value : JSON.stringify(value), VALUE_MAX);
}

/**
 * The fields `after` holds differently from `before` (a field missing on one side is null there),
 * as an audit record keeps them. A secret field that changed is named, its values never: `{ field,
 * before: null, after: null, redacted: true }`. The one place an audit record's changes are made.
 */
export function changesBetween(before: Record<string, unknown>, after: Record<string, unknown>): RecordChange[] {
  const changes: RecordChange[] = [];
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = scalar(before[field]);
    const now = scalar(after[field]);
    if (was === now) continue;
    changes.push(isSecretField(field) ? { field, before: null, after: null, redacted: true } : { field, before: was, after: now });
  }
  return changes;
}

/** What a request's handler recorded of one record it changed (`ctx.audit.changes`). */
export interface RecordedChange {
  kind: string;
  id: string;
  changes: RecordChange[];
}

/** Names the record and what changed in it; several calls (a bulk change) record each record. */
export function recordChanges(req: FastifyRequest, kind: string, id: number | string, before: Record<string, unknown>, after: Record<string, unknown>): void {
  (req.auditChanges ??= []).push({ kind, id: String(id), changes: changesBetween(before, after) });
}

/** One record's `target_kind` and `target_id` from the stored target, when it names one record (not a bulk call's list of ids). */
function structured(target: string | null, operation: Operation): { target_kind: string | null; target_id: string | null } {
  const named = auditTarget(target, operation);
  return named && !named.id.includes(',') ? { target_kind: named.kind, target_id: named.id } : { target_kind: null, target_id: null };
}

/**
 * The audit record of a mutation (admin, operation, target, outcome, time). A change writes it with
 * the executor of its own transaction, so the two commit together or not at all. A change that
 * recorded what it did (`ctx.audit.changes`) names its record in `target_kind`/`target_id` with the
 * fields it changed; one that changed several records (a bulk completion) writes one audit record
 * per record, so each one's history shows it. A refusal changed nothing and records no fields.
 */
export async function writeAudit(db: Kysely<Database>, req: FastifyRequest, operation: Operation, statusCode: number, result?: unknown): Promise<void> {
  if (!req.admin) return;
  const row = {
    admin_id: req.admin.id,
    operation_id: operation.operationId,
    method: req.method,
    path: auditText(req.url.split('?')[0], 500),
    status_code: statusCode,
    ip: auditText(req.ip, 100),
  };
  const recorded = (statusCode < 400 && req.auditChanges) || [];
  if (recorded.length > 1) {
    // One statement, one parameter, however many records (a parameter per value would pass PostgreSQL's 65,535 for a big Cancel All).
    const records = recorded.map((r) => ({ target: auditText(`${r.kind}=${r.id}`, 200), kind: r.kind, id: r.id, changes: r.changes }));
    await sql`
      insert into audit_log (admin_id, operation_id, method, path, status_code, ip, target, target_kind, target_id, changes)
      select ${row.admin_id}, ${row.operation_id}, ${row.method}, ${row.path}, ${row.status_code}, ${row.ip}, r.target, r.kind, r.id, r.changes
      from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(target text, kind text, id text, changes jsonb)`.execute(db);
    return;
  }
  const target = targetOf(req, result);
  const [one] = recorded;
  await db
    .insertInto('audit_log')
    .values({
      ...row,
      target,
      ...(one ? { target_kind: one.kind, target_id: one.id, changes: JSON.stringify(one.changes) } : structured(target, operation)),
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
