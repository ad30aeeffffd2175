import { ok } from '../../http/envelope';
import { handlers } from '../../http/handler';
import { syncAuthModules } from '../../db/bootstrap';

export const permissionHandlers = handlers({
  /** Adds an auth module (status 0) for every operation not yet listed; never duplicates. Super admin only. */
  syncPermissions: async ({ db, req }) => {
    const added = await syncAuthModules(db, req.server.contract);
    return ok({ added }, added ? `Added ${added} auth module(s)` : 'Auth modules are up to date');
  },
});
