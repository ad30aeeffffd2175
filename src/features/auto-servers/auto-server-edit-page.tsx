import { useParams } from 'react-router';
import { useGetAutoServerQuery, useUpdateAutoServerMutation } from '../../store/api';
import { useSuccessRedirect } from '../../components/form/use-success-redirect';
import { QueryView } from '../../components/query-view';
import { AutoServerForm, autoServerFormValues } from './auto-server-form';
import { autoServerMessages as m } from './messages';

export default function AutoServerEditPage() {
  const id = Number(useParams().id);
  const query = useGetAutoServerQuery({ id });
  const [updateAutoServer] = useUpdateAutoServerMutation();
  const done = useSuccessRedirect('/auto-server');
  return (
    <QueryView query={query}>
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
