import { useIdParam } from '../../components/use-id-param';
import { useGetAdminAuthModulesQuery, useUpdateAdminAuthModulesMutation, type AdminAuthModuleGrants } from '../../store/api';
import { GrantPage } from './grant-page';
import type { GrantGroup } from './grant-checklist';
import { adminMessages as m } from './messages';

/** `orders` → `Orders`, `topup-packages` → `Topup packages`. */
const domainTitle = (tag: string) => {
  const words = tag.replace(/[-_]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The active modules grouped by their domain (the server sends them by domain, then name). */
function moduleGroups(modules: AdminAuthModuleGrants['modules']): GrantGroup[] {
  const groups = new Map<string, GrantGroup>();
  for (const module of modules) {
    const group = groups.get(module.tag) ?? { key: module.tag, title: domainTitle(module.tag), items: [] };
    group.items.push({
      id: module.id,
      label: module.name ?? module.operation_id,
      detail: module.description ?? `${module.method} ${module.path}`,
    });
    groups.set(module.tag, group);
  }
  return [...groups.values()];
}

/** Which auth modules (screens and actions) a sub-admin may use; saving replaces the whole set. */
export default function ManageAuthPermissionPage() {
  const adminId = useIdParam();
  const query = useGetAdminAuthModulesQuery({ adminId }, { skip: !adminId });
  const [update] = useUpdateAdminAuthModulesMutation();
  return (
    <GrantPage
      adminId={adminId}
      title={m.authPermissionTitle}
      query={query}
      toEditor={({ data }) => ({
        granted: data.auth_ids,
        groups: moduleGroups(data.modules),
        save: (ids) => update({ adminAuthModules: { admin_id: adminId, auth_ids: ids } }).unwrap(),
        savedMessage: m.authPermissionsSaved,
        emptyText: m.noActiveModules,
      })}
    />
  );
}
