import { useParams } from 'react-router';
import { useGetPaymentMethodQuery, useUpdatePaymentMethodMutation } from '../../store/api';
import { useSuccessRedirect } from '../../components/form/use-success-redirect';
import { QueryView } from '../../components/query-view';
import { PaymentMethodForm, paymentMethodFormValues, paymentMethodInput } from './payment-method-form';
import { paymentMethodMessages as m } from './messages';

export default function PaymentMethodEditPage() {
  const id = Number(useParams().id);
  const query = useGetPaymentMethodQuery({ id });
  const [updatePaymentMethod] = useUpdatePaymentMethodMutation();
  const done = useSuccessRedirect('/payment-method');
  return (
    <QueryView query={query}>
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
