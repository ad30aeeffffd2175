import { useCreateOrderMessageMutation } from '../../store/api';
import { required } from '../../lib/validators';
import { FormPage } from '../../components/form/form-page';
import { TextInput } from '../../components/form/text-input';
import { useForm } from '../../components/form/use-form';
import { useSuccessRedirect } from '../../components/form/use-success-redirect';
import { orderMessageMessages as m } from './messages';
import { fieldLimits } from '../../../openapi/generated/field-limits';

/** The one required field, Message; back to the list 1.5 s after it is stored. */
export default function OrderMessageAddPage() {
  const [createOrderMessage] = useCreateOrderMessageMutation();
  const done = useSuccessRedirect('/topup-order-message');
  const form = useForm({ limits: fieldLimits.OrderMessageInput, initialValues: { message: '' }, rules: { message: [required(m.messageRequired)] } });
  const save = form.handleSubmit(async ({ message }) => {
    await createOrderMessage({ orderMessageInput: { message: message.trim() } }).unwrap();
    done(m.created);
  });
  return (
    <FormPage title={m.addTitle} backTo="/topup-order-message" form={form} onSubmit={save}>
      <TextInput form={form} name="message" label={m.message} multiline minRows={2} autoFocus />
    </FormPage>
  );
}
