import { useParams } from 'react-router';
import { useCreateTopupPackageMutation, useGetTopupProductQuery } from '../../store/api';
import { useSuccessRedirect } from '../../components/form/use-success-redirect';
import { format } from '../../lib/format';
import { NEW_PACKAGE, TopupPackageForm, packageInput, type TopupPackageValues } from './topup-package-form';
import { topupPackageMessages as m } from './messages';

export default function TopupPackageAddPage() {
  const productId = Number(useParams().productId);
  const product = useGetTopupProductQuery({ id: productId });
  const [createPackage] = useCreateTopupPackageMutation();
  const done = useSuccessRedirect('/topup-packages');
  const save = async (values: TopupPackageValues) => {
    await createPackage({ topupPackageInput: packageInput(productId, values) }).unwrap();
    done(m.created);
  };
  const name = product.data?.data.name;
  return <TopupPackageForm title={name ? format(m.addTitleFor, { product: name }) : m.addTitle} initialValues={NEW_PACKAGE} onSave={save} />;
}
