import { QueryView } from '../../components/query-view';
import { useIdParam } from '../../components/use-id-param';
import { useGetBannerQuery, useUpdateBannerMutation } from '../../store/api';
import { BannerForm } from './banner-form';

export default function BannerEditPage() {
  const id = useIdParam();
  const query = useGetBannerQuery({ id }, { skip: !id });
  const [updateBanner] = useUpdateBannerMutation();
  return (
    <QueryView query={query} backTo="/banner" invalidId={!id}>
      {({ data: banner }) => (
        <BannerForm
          banner={banner}
          save={({ note, link, banner: image, isactive }) =>
            updateBanner({ id, bannerUpdateInput: { note: note.trim(), link: link.trim(), banner: image || undefined, isactive } }).unwrap()
          }
        />
      )}
    </QueryView>
  );
}
