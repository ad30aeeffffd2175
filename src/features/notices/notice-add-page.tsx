import { useCreateNoticeMutation } from '../../store/api';
import { useSuccessRedirect } from '../../components/form/use-success-redirect';
import { NEW_NOTICE, NoticeForm, noticeInput } from './notice-form';
import { noticeMessages as m } from './messages';

export default function NoticeAddPage() {
  const [createNotice] = useCreateNoticeMutation();
  const done = useSuccessRedirect('/notice');
  return (
    <NoticeForm
      title={m.addTitle}
      initialValues={NEW_NOTICE}
      save={async (values) => {
        await createNotice({ noticeInput: noticeInput(values) }).unwrap();
        done(m.created);
      }}
    />
  );
}
