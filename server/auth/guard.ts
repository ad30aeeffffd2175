import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Operation } from '../contract';
import type { Database } from '../db/schema';
import { forbidden, unauthorized } from '../http/errors';
import { findSession, tokenFromHeader, touchSession } from './sessions';

/** 401 before anything else: runs on request, before the body is even read. */
export async function authenticate(req: FastifyRequest): Promise<void> {
  const token = tokenFromHeader(req.headers.authorization);
  const session = token ? await findSession(req.server.db, token) : null;
  if (!session) throw unauthorized(token ? 'Your session has expired. Please sign in again.' : 'Please sign in.');
  if (session.stale) await touchSession(req.server.db, session.sessionId);
  req.admin = session.admin;
  req.sessionId = session.sessionId;
}

/** The operationIds a sub-admin was granted through active auth modules. */
export async function grantedOperations(db: Kysely<Database>, adminId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('admin_auth_modules as g')
    .innerJoin('auth_modules as m', 'm.id', 'g.auth_module_id')
    .select('m.operation_id')
    .where('g.admin_id', '=', adminId)
    .where('m.status', '=', 1)
    .execute();
  return rows.map((r) => r.operation_id);
}

/** Super admins may call everything; sub-admins only granted, active modules (business-rules.md, fix). */
export function authorize(operation: Operation) {
  return async (req: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const admin = req.admin;
    if (!admin) throw unauthorized();
    if (operation.alwaysAllowed || admin.is_super_admin) return;
    if (operation.superAdminOnly) throw forbidden('Only a super admin can do this.');
    const granted = await req.server.db
      .selectFrom('admin_auth_modules as g')
      .innerJoin('auth_modules as m', 'm.id', 'g.auth_module_id')
      .select('m.id')
      .where('g.admin_id', '=', admin.id)
      .where('m.operation_id', '=', operation.operationId)
      .where('m.status', '=', 1)
      .executeTakeFirst();
    if (!granted) throw forbidden();
  };
}
