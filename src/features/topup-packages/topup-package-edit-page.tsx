import { useGetTopupPackageQuery, useUpdateTopupPackageMutation } from '../../store/api';
import { QueryView } from '../../components/query-view';
import { useIdParam } from '../../components/use-id-param';
import { useSuccessRedirect } from '../../components/form/use-success-redirect';
import { TopupPackageForm, packageInput, packageValues, type TopupPackageValues } from './topup-package-form';
import { topupPackageMessages as m } from './messages';

export default function TopupPackageEditPage() {
  const id = useIdParam();
  const query = useGetTopupPackageQuery({ id }, { skip: !id });
  const [updatePackage] = useUpdateTopupPackageMutation();
  const done = useSuccessRedirect('/topup-packages');
  return (
    <QueryView query={{ ...query, data: query.data?.data }} backTo="/topup-packages" invalidId={!id}>
      {(pkg) => (
        <TopupPackageForm
          title={m.editTitle}
          initialValues={packageValues(pkg)}
          packageId={pkg.id}
          onSave={async (values: TopupPackageValues) => {
            await updatePackage({ id, topupPackageInput: packageInput(pkg.product_id, values) }).unwrap();
            done(m.updated);
          }}
        />
      )}
    </QueryView>
  );
}
