import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Operation } from '../contract';
import type { Database } from '../db/schema';
import { forbidden, unauthorized } from '../http/errors';
import { say } from '../http/messages';
import { tokenFromHeader } from './sessions';

/**
 * The guard of every signed-in operation: the session, its admin and (for a sub-admin) the
 * operations granted through active auth modules, from the sessions this server holds or, for one
 * it does not, a single query (SessionCache). A sign-out, a revoked session, a deleted admin or a
 * withdrawn permission is announced by the database and takes effect on this server's next request,
 * and on every other server's once it hears the announcement (session-cache.ts).
 */
export function guard(operation: Operation) {
  return async (req: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const token = tokenFromHeader(req.headers.authorization);
    const session = token ? await req.server.sessionCache.find(token) : null;
    // 401 before anything else: runs on request, before the body is even read.
    if (!session) throw unauthorized(say(token ? 'sessionExpired' : 'pleaseSignIn'));
    req.admin = session.admin;
    req.sessionId = session.sessionId;
    // Before any other rule: a session that must enrol first has nothing else, whoever its admin is.
    if (session.setupPending && !operation.allowedBeforeSecondFactor) throw forbidden(say('setUpSecondFactorFirst'));
    // Super admins may call everything; sub-admins only granted, active modules (docs/business-rules.md#permissions).
    if (operation.alwaysAllowed || session.admin.is_super_admin) return;
    if (operation.superAdminOnly) throw forbidden(say('superAdminOnly'));
    // An operation granted with another (x-granted-with) is allowed by that one's grant.
    if (!session.granted.has(operation.grantedWith ?? operation.operationId)) throw forbidden();
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
