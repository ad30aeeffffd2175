import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useIdParam } from '../../components/use-id-param';
import { useCan } from '../../components/use-permissions';
import { format, formatCount } from '../../lib/format';
import { useGetAdminAuthModulesQuery, useUpdateAdminAuthModulesMutation } from '../../store/api';
import { GrantPage } from './grant-page';
import { grantCount, screenGroups, ScreenGrants } from './screen-grants';
import { adminMessages as m } from './messages';

/** Where inactive modules are activated, for a super admin who may open it. */
function ActivateLink({ children }: { children: string }) {
  return useCan('listAuthModules') ? (
    <Link component={RouterLink} to="/auths?status=0">
      {children}
    </Link>
  ) : (
    <>{children}</>
  );
}

/**
 * What a sub-admin may do, granted by screen ("Orders: see", "Orders: complete and cancel") with
 * the operations each grant covers as a detail; saving replaces the whole set of auth modules.
 * Operations whose modules are not active yet are named, with the way to activate them.
 */
export default function ManageAuthPermissionPage() {
  const adminId = useIdParam();
  const query = useGetAdminAuthModulesQuery({ adminId }, { skip: !adminId });
  const [update] = useUpdateAdminAuthModulesMutation();
  return (
    <GrantPage
      adminId={adminId}
      title={m.authPermissionTitle}
      query={query}
      toEditor={({ data }) => {
        const groups = screenGroups(data.modules);
        const inactive = groups.flatMap((group) => group.grants).reduce((n, grant) => n + grant.inactive.length, 0);
        return {
          granted: data.auth_ids,
          empty: data.modules.length === 0,
          list: (selected, toggle) => <ScreenGrants groups={groups} selected={selected} onToggle={toggle} />,
          count: (selected) => {
            const { n, total } = grantCount(groups, selected);
            return format(m.selectedGrants, { n: formatCount(n), total: formatCount(total) });
          },
          notice:
            inactive > 0 ? (
              <Alert severity="warning">
                {format(m.someNotActive, { n: formatCount(inactive) })} <ActivateLink>{m.activateThem}</ActivateLink>
              </Alert>
            ) : undefined,
          save: (ids) => update({ adminAuthModules: { admin_id: adminId, auth_ids: ids } }).unwrap(),
          savedMessage: m.authPermissionsSaved,
          emptyText: (
            <>
              {m.noActiveModules} <ActivateLink>{m.activateThem}</ActivateLink>
            </>
          ),
        };
      }}
    />
  );
}
