import { sql } from 'kysely';
import type { AuthModule } from '../../../openapi/generated/contract';
import { grantableOperations, syncAuthModules } from '../../db/bootstrap';
import { ok, pageOrWholeList, paged } from '../../http/envelope';
import { fieldError, notFound } from '../../http/errors';
import { say } from '../../http/messages';
import { handlers } from '../../http/handler';
import { containsPattern, sortOf } from '../../http/list-query';
import { requiredText } from '../shared/text';
import { assertLiveAdmin, authModuleGrants, lockLiveAdmin, operationTags, packageGrants } from './grants';

type ModuleSort = 'tag' | 'name' | 'operation_id' | 'path' | 'status';
const SORT_COLUMNS: Record<ModuleSort, string> = { tag: 't.tag', name: 'm.name', operation_id: 'm.operation_id', path: 'm.path', status: 'm.status' };

export const permissionHandlers = handlers({
  /** Adds an auth module (status 0) for every operation not yet listed, names the unnamed from the contract; never duplicates. Super admin only. */
  syncPermissions: async ({ db, req }) => {
    const { added, named } = await syncAuthModules(db, req.server.contract);
    const message = added ? `Added ${added} auth module(s)` : named ? `Named ${named} auth module(s)` : 'Auth modules are up to date';
    return ok({ added, named }, message);
  },

  /** Every inactive module that is named (by sync or by hand) becomes grantable, in one statement. */
  activateAllAuthModules: async ({ db, req }) => {
    const grantable = grantableOperations(req.server.contract).map((o) => o.operationId);
    const waiting = await db
      .selectFrom('auth_modules')
      .select('id')
      .where('status', '=', 0)
      .where('operation_id', 'in', grantable)
      .where('name', 'is not', null)
      .where('slug', 'is not', null)
      .where('description', 'is not', null)
      .execute();
    // Nothing waiting writes nothing: an update, even of no row, announces a change of every admin's access (0012).
    if (waiting.length > 0) {
      await db
        .updateTable('auth_modules')
        .set({ status: 1, updated_at: sql`now()` })
        .where('id', 'in', waiting.map((m) => m.id))
        .where('status', '=', 0)
        .execute();
    }
    const activated = waiting.length;
    return ok({ activated }, activated ? `Activated ${activated} auth module(s)` : 'Every named auth module is active already');
  },

  listAuthModules: async ({ db, query, req }) => {
    const { limit, offset } = pageOrWholeList(query);
    const sort = sortOf<ModuleSort>(query.sort, 'tag');
    const filters = [sql`true`];
    const like = containsPattern(query.q);
    if (like) {
      filters.push(sql`(m.name ilike ${like} or m.slug ilike ${like} or m.description ilike ${like} or m.operation_id ilike ${like} or m.path ilike ${like})`);
    }
    if (query.status !== undefined) filters.push(sql`m.status = ${query.status}`);
    if (query.tag) filters.push(sql`t.tag = ${query.tag}`);
    const from = sql`auth_modules m left join ${operationTags(req.server.contract)} as t(operation_id, tag) on t.operation_id = m.operation_id
      where ${sql.join(filters, sql` and `)}`;
    const direction = sql.raw(sort.direction === 'asc' ? 'asc nulls last' : 'desc nulls last');
    const [rows, count] = await Promise.all([
      sql<AuthModule>`
        select m.id, m.name, m.slug, m.description, m.status, m.auth_url, m.operation_id, m.method, m.path, coalesce(t.tag, 'untagged') as tag
        from ${from}
        order by ${sql.raw(SORT_COLUMNS[sort.column])} ${direction}, m.operation_id, m.id
        limit ${limit} offset ${offset}`.execute(db),
      sql<{ total: number }>`select count(*)::int as total from ${from}`.execute(db),
    ]);
    return paged(rows.rows, count.rows[0].total);
  },

  activateAuthModule: async ({ db, params, body, req }) => {
    const name = requiredText(body.name, 'name', say('authNameRequired'));
    const description = requiredText(body.description, 'description', say('descriptionRequired'));
    const slug = body.slug.trim();
    const other = await db.selectFrom('auth_modules').select('id').where('slug', '=', slug).where('id', '!=', params.id).executeTakeFirst();
    if (other) throw fieldError('slug', say('slugTaken'));
    const row = await db
      .updateTable('auth_modules')
      .set({ name, slug, description, status: 1, updated_at: sql`now()` })
      .where('id', '=', params.id)
      .returning(['id', 'name', 'slug', 'description', 'status', 'auth_url', 'operation_id', 'method', 'path'])
      .executeTakeFirst();
    if (!row) throw notFound('authModule');
    return ok({ ...row, tag: req.server.contract.byId.get(row.operation_id)?.tag ?? 'untagged' }, 'Auth activated successfully');
  },

  getAdminAuthModules: async ({ db, params, req }) => {
    await assertLiveAdmin(db, params.adminId);
    return ok(await authModuleGrants(db, req.server.contract, params.adminId));
  },

  /** Replaces the whole set in one transaction, the admin's row locked so concurrent replacements queue. */
  updateAdminAuthModules: async ({ db, body, req }) => {
    await lockLiveAdmin(db, body.admin_id);
    if (body.auth_ids.length > 0) {
      const active = await db.selectFrom('auth_modules').select('id').where('id', 'in', body.auth_ids).where('status', '=', 1).execute();
      if (active.length !== body.auth_ids.length) {
        const known = new Set(active.map((m) => m.id));
        const wrong = body.auth_ids.filter((id) => !known.has(id));
        throw fieldError('auth_ids', say('unknownAuthModules', { ids: wrong.join(', ') }));
      }
    }
    await db.deleteFrom('admin_auth_modules').where('admin_id', '=', body.admin_id).execute();
    if (body.auth_ids.length > 0) {
      await db
        .insertInto('admin_auth_modules')
        .values([...body.auth_ids].sort((a, b) => a - b).map((id) => ({ admin_id: body.admin_id, auth_module_id: id })))
        .execute();
    }
    return ok(await authModuleGrants(db, req.server.contract, body.admin_id), 'Permissions updated successfully');
  },

  getAdminPackagePermissions: async ({ db, params }) => {
    await assertLiveAdmin(db, params.adminId);
    return ok(await packageGrants(db, params.adminId));
  },

  setAdminPackagePermissions: async ({ db, body }) => {
    await lockLiveAdmin(db, body.admin_id);
    const ids = body.topup_package_id;
    if (ids.length > 0) {
      // Shared locks: a package cannot be deleted under the grant being written.
      const live = await db.selectFrom('topup_packages').select('id').where('id', 'in', ids).where('deleted_at', 'is', null).orderBy('id').forShare().execute();
      if (live.length !== ids.length) {
        const known = new Set(live.map((p) => p.id));
        throw fieldError('topup_package_id', say('unknownPackages', { ids: ids.filter((id) => !known.has(id)).join(', ') }));
      }
    }
    await db.deleteFrom('admin_package_permissions').where('admin_id', '=', body.admin_id).execute();
    if (ids.length > 0) {
      await db
        .insertInto('admin_package_permissions')
        .values([...ids].sort((a, b) => a - b).map((id) => ({ admin_id: body.admin_id, package_id: id })))
        .execute();
    }
    return ok(await packageGrants(db, body.admin_id), 'Package permissions updated successfully');
  },
});
