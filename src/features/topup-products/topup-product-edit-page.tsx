import { useGetTopupProductQuery, useUpdateTopupProductMutation } from '../../store/api';
import { QueryView } from '../../components/query-view';
import { useIdParam } from '../../components/use-id-param';
import { useSuccessRedirect } from '../../components/form/use-success-redirect';
import { TopupProductForm, productInput, productValues, type TopupProductValues } from './topup-product-form';
import { topupProductMessages as m } from './messages';

export default function TopupProductEditPage() {
  const id = useIdParam();
  const query = useGetTopupProductQuery({ id }, { skip: !id });
  const [updateProduct] = useUpdateTopupProductMutation();
  const done = useSuccessRedirect('/topup-product');
  const save = async (values: TopupProductValues) => {
    const { logo, ...rest } = productInput(values);
    // Without a new upload the stored logo stays as it is.
    await updateProduct({ id, topupProductInput: logo ? { ...rest, logo } : rest }).unwrap();
    done(m.updated);
  };
  return (
    <QueryView query={{ ...query, data: query.data?.data }} backTo="/topup-product" invalidId={!id}>
      {(product) => (
        <TopupProductForm
          title={m.editTitle}
          initialValues={productValues(product)}
          logoRequired={false}
          currentLogoUrl={product.logo_full_url}
          onSave={save}
        />
      )}
    </QueryView>
  );
}
