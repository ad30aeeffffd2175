import { useCreateTopupProductMutation } from '../../store/api';
import { useSuccessRedirect } from '../../components/form/use-success-redirect';
import { NEW_PRODUCT, TopupProductForm, productInput, type TopupProductValues } from './topup-product-form';
import { topupProductMessages as m } from './messages';

export default function TopupProductAddPage() {
  const [createProduct] = useCreateTopupProductMutation();
  const done = useSuccessRedirect('/topup-product');
  const save = async (values: TopupProductValues) => {
    await createProduct({ topupProductCreateInput: productInput(values) }).unwrap();
    done(m.created);
  };
  return <TopupProductForm title={m.addTitle} initialValues={NEW_PRODUCT} logoRequired onSave={save} />;
}
