import { useGetNoticeQuery, useUpdateNoticeMutation } from '../../store/api';
import { useSuccessRedirect } from '../../components/form/use-success-redirect';
import { QueryView } from '../../components/query-view';
import { useIdParam } from '../../components/use-id-param';
import { NoticeForm, noticeFormValues, noticeInput } from './notice-form';
import { noticeMessages as m } from './messages';

export default function NoticeEditPage() {
  const id = useIdParam();
  const query = useGetNoticeQuery({ id }, { skip: !id });
  const [updateNotice] = useUpdateNoticeMutation();
  const done = useSuccessRedirect('/notice');
  return (
    <QueryView query={query} backTo="/notice" invalidId={!id}>
      {({ data: notice }) => (
        <NoticeForm
          title={m.editTitle}
          initialValues={noticeFormValues(notice)}
          imageUrl={notice.image_full_url}
          save={async (values) => {
            await updateNotice({ id, noticeInput: noticeInput(values, notice) }).unwrap();
            done(m.updated);
          }}
        />
      )}
    </QueryView>
  );
}
