import { useIdParam } from '../../components/use-id-param';
import { formatMoney } from '../../lib/money';
import { useGetAdminPackagePermissionsQuery, useSetAdminPackagePermissionsMutation } from '../../store/api';
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
      toEditor={({ data }) => ({
        granted: data.topup_package_id,
        groups: data.products.map((product) => ({
          key: `product-${product.id}`,
          title: product.name,
          emptyText: m.noPackagesInProduct,
          items: product.packages.map((pkg) => ({ id: pkg.id, label: pkg.name, detail: formatMoney(pkg.price) })),
        })),
        save: (ids) => update({ adminPackagePermissions: { admin_id: adminId, topup_package_id: ids } }).unwrap(),
        savedMessage: m.orderPermissionsSaved,
        emptyText: m.noPackages,
      })}
    />
  );
}
