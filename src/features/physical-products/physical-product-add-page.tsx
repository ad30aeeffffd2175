import { useCreatePhysicalProductMutation } from '../../store/api';
import { useSuccessRedirect } from '../../components/form/use-success-redirect';
import { NEW_PHYSICAL_PRODUCT, PhysicalProductForm, physicalProductInput } from './physical-product-form';
import { physicalProductMessages as m } from './messages';

export default function PhysicalProductAddPage() {
  const [createPhysicalProduct] = useCreatePhysicalProductMutation();
  const done = useSuccessRedirect('/physical-product');
  return (
    <PhysicalProductForm
      title={m.addTitle}
      initialValues={NEW_PHYSICAL_PRODUCT}
      imageRequired
      save={async (values) => {
        // The form's rule has made sure the image is there.
        await createPhysicalProduct({ physicalProductCreateInput: { ...physicalProductInput(values), image: values.image } }).unwrap();
        done(m.created);
      }}
    />
  );
}
