import { useGetAutoServerQuery, useUpdateAutoServerMutation } from '../../store/api';
import { useSuccessRedirect } from '../../components/form/use-success-redirect';
import { QueryView } from '../../components/query-view';
import { useIdParam } from '../../components/use-id-param';
import { AutoServerForm, autoServerFormValues } from './auto-server-form';
import { autoServerMessages as m } from './messages';

export default function AutoServerEditPage() {
  const id = useIdParam();
  const query = useGetAutoServerQuery({ id }, { skip: !id });
  const [updateAutoServer] = useUpdateAutoServerMutation();
  const done = useSuccessRedirect('/auto-server');
  return (
    <QueryView query={query} backTo="/auto-server" invalidId={!id}>
      {({ data: server }) => (
        <AutoServerForm
          title={m.editTitle}
          initialValues={autoServerFormValues(server)}
          save={async (values) => {
            await updateAutoServer({ id, autoServerInput: values }).unwrap();
            done(m.updated);
          }}
        />
      )}
    </QueryView>
  );
}
