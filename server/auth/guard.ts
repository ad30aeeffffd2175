import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Operation } from '../contract';
import type { Database } from '../db/schema';
import { forbidden, unauthorized } from '../http/errors';
import { findSession, tokenFromHeader, touchSession } from './sessions';

/**
 * The guard of every signed-in operation, in one database round trip per request: the session, its
 * admin and (for a sub-admin) whether the admin holds an active module granting this operation are
 * read by a single query (findSession). Nothing is cached between requests, so a sign-out, a
 * revoked session, a deleted admin or a withdrawn permission takes effect on the very next request,
 * on every server behind a load balancer.
 */
export function guard(operation: Operation) {
  return async (req: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const token = tokenFromHeader(req.headers.authorization);
    // The permission is asked for only when it decides: not for a call every admin may make.
    const asks = operation.alwaysAllowed || operation.superAdminOnly ? undefined : operation.operationId;
    const session = token ? await findSession(req.server.db, token, asks) : null;
    // 401 before anything else: runs on request, before the body is even read.
    if (!session) throw unauthorized(token ? 'Your session has expired. Please sign in again.' : 'Please sign in.');
    if (session.stale) await touchSession(req.server.db, session.sessionId);
    req.admin = session.admin;
    req.sessionId = session.sessionId;
    // Super admins may call everything; sub-admins only granted, active modules (business-rules.md, fix).
    if (operation.alwaysAllowed || session.admin.is_super_admin) return;
    if (operation.superAdminOnly) throw forbidden('Only a super admin can do this.');
    if (!session.granted) throw forbidden();
  };
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
