import { useIdParam } from '../../components/use-id-param';
import { format, formatCount } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { useGetAdminPackagePermissionsQuery, useSetAdminPackagePermissionsMutation } from '../../store/api';
import { GrantChecklist, type GrantGroup } from './grant-checklist';
import { GrantPage } from './grant-page';
import { adminMessages as m } from './messages';

/**
 * Whose orders a sub-admin handles (and whose voucher codes they see): every product as an
 * expandable list of its packages, with Select all per product; saving replaces the whole set.
 */
export default function ManageOrderPermissionPage() {
  const adminId = useIdParam();
  const query = useGetAdminPackagePermissionsQuery({ adminId }, { skip: !adminId });
  const [update] = useSetAdminPackagePermissionsMutation();
  return (
    <GrantPage
      adminId={adminId}
      title={m.orderPermissionTitle}
      query={query}
      toEditor={({ data }) => {
        const groups: GrantGroup[] = data.products.map((product) => ({
          key: `product-${product.id}`,
          title: product.name,
          emptyText: m.noPackagesInProduct,
          items: product.packages.map((pkg) => ({ id: pkg.id, label: pkg.name, detail: formatMoney(pkg.price) })),
        }));
        const total = groups.reduce((n, group) => n + group.items.length, 0);
        return {
          granted: data.topup_package_id,
          empty: groups.length === 0,
          list: (selected, toggle) => <GrantChecklist groups={groups} selected={selected} onToggle={toggle} />,
          count: (selected) => format(m.selectedOf, { n: formatCount(selected.size), total: formatCount(total) }),
          save: (ids) => update({ adminPackagePermissions: { admin_id: adminId, topup_package_id: ids } }).unwrap(),
          savedMessage: m.orderPermissionsSaved,
          emptyText: m.noPackages,
        };
      }}
    />
  );
}
