import { useCreateTopupPackageMutation, useGetTopupProductQuery } from '../../store/api';
import { QueryView } from '../../components/query-view';
import { useIdParam } from '../../components/use-id-param';
import { useSuccessRedirect } from '../../components/form/use-success-redirect';
import { format } from '../../lib/format';
import { NEW_PACKAGE, TopupPackageForm, packageInput, type TopupPackageValues } from './topup-package-form';
import { topupPackageMessages as m } from './messages';

/** A new package of the product in the path; a product that does not exist says so, with the way back. */
export default function TopupPackageAddPage() {
  const productId = useIdParam('productId');
  const product = useGetTopupProductQuery({ id: productId }, { skip: !productId });
  const [createPackage] = useCreateTopupPackageMutation();
  const done = useSuccessRedirect('/topup-packages');
  const save = async (values: TopupPackageValues) => {
    await createPackage({ topupPackageInput: packageInput(productId, values) }).unwrap();
    done(m.created);
  };
  return (
    <QueryView query={{ ...product, data: product.data?.data }} backTo="/topup-packages" invalidId={!productId} notFoundText={m.productNotFound}>
      {({ name }) => <TopupPackageForm title={format(m.addTitleFor, { product: name })} initialValues={NEW_PACKAGE} onSave={save} />}
    </QueryView>
  );
}
