import { useCreateAutoServerMutation } from '../../store/api';
import { useSuccessRedirect } from '../../components/form/use-success-redirect';
import { AutoServerForm, NEW_AUTO_SERVER } from './auto-server-form';
import { autoServerMessages as m } from './messages';

export default function AutoServerAddPage() {
  const [createAutoServer] = useCreateAutoServerMutation();
  const done = useSuccessRedirect('/auto-server');
  return (
    <AutoServerForm
      title={m.addTitle}
      initialValues={NEW_AUTO_SERVER}
      save={async (values) => {
        await createAutoServer({ autoServerInput: values }).unwrap();
        done(m.created);
      }}
    />
  );
}
