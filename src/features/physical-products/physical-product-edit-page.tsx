import { useGetPhysicalProductQuery, useUpdatePhysicalProductMutation } from '../../store/api';
import { useSuccessRedirect } from '../../components/form/use-success-redirect';
import { QueryView } from '../../components/query-view';
import { useIdParam } from '../../components/use-id-param';
import { PhysicalProductForm, physicalProductFormValues, physicalProductInput } from './physical-product-form';
import { physicalProductMessages as m } from './messages';

export default function PhysicalProductEditPage() {
  const id = useIdParam();
  const query = useGetPhysicalProductQuery({ id }, { skip: !id });
  const [updatePhysicalProduct] = useUpdatePhysicalProductMutation();
  const done = useSuccessRedirect('/physical-product');
  return (
    <QueryView query={query} backTo="/physical-product" invalidId={!id}>
      {({ data: product }) => (
        <PhysicalProductForm
          title={m.editTitle}
          initialValues={physicalProductFormValues(product)}
          imageRequired={false}
          imageUrl={product.image_full_url}
          save={async (values) => {
            await updatePhysicalProduct({ id, physicalProductInput: physicalProductInput(values) }).unwrap();
            done(m.updated);
          }}
        />
      )}
    </QueryView>
  );
}
