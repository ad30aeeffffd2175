import { useCreatePaymentMethodMutation } from '../../store/api';
import { useSuccessRedirect } from '../../components/form/use-success-redirect';
import { NEW_PAYMENT_METHOD, PaymentMethodForm, paymentMethodInput } from './payment-method-form';
import { paymentMethodMessages as m } from './messages';

export default function PaymentMethodAddPage() {
  const [createPaymentMethod] = useCreatePaymentMethodMutation();
  const done = useSuccessRedirect('/payment-method');
  return (
    <PaymentMethodForm
      title={m.addTitle}
      initialValues={NEW_PAYMENT_METHOD}
      save={async (values) => {
        await createPaymentMethod({ paymentMethodInput: paymentMethodInput(values) }).unwrap();
        done(m.created);
      }}
    />
  );
}
