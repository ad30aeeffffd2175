import { useParams } from 'react-router';
import { useGetPhysicalProductQuery, useUpdatePhysicalProductMutation } from '../../store/api';
import { useSuccessRedirect } from '../../components/form/use-success-redirect';
import { QueryView } from '../../components/query-view';
import { PhysicalProductForm, physicalProductFormValues, physicalProductInput } from './physical-product-form';
import { physicalProductMessages as m } from './messages';

export default function PhysicalProductEditPage() {
  const id = Number(useParams().id);
  const query = useGetPhysicalProductQuery({ id });
  const [updatePhysicalProduct] = useUpdatePhysicalProductMutation();
  const done = useSuccessRedirect('/physical-product');
  return (
    <QueryView query={query}>
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
