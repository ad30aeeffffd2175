import { useGetPaymentMethodQuery, useUpdatePaymentMethodMutation } from '../../store/api';
import { useSuccessRedirect } from '../../components/form/use-success-redirect';
import { QueryView } from '../../components/query-view';
import { useIdParam } from '../../components/use-id-param';
import { PaymentMethodForm, paymentMethodFormValues, paymentMethodInput } from './payment-method-form';
import { paymentMethodMessages as m } from './messages';

export default function PaymentMethodEditPage() {
  const id = useIdParam();
  const query = useGetPaymentMethodQuery({ id }, { skip: !id });
  const [updatePaymentMethod] = useUpdatePaymentMethodMutation();
  const done = useSuccessRedirect('/payment-method');
  return (
    <QueryView query={query} backTo="/payment-method" invalidId={!id}>
      {({ data: method }) => (
        <PaymentMethodForm
          title={m.editTitle}
          initialValues={paymentMethodFormValues(method)}
          logoUrl={method.logo_full_url}
          save={async (values) => {
            await updatePaymentMethod({ id, paymentMethodInput: paymentMethodInput(values) }).unwrap();
            done(m.updated);
          }}
        />
      )}
    </QueryView>
  );
}
