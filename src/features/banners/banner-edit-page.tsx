import { useParams } from 'react-router';
import { QueryView } from '../../components/query-view';
import { useGetBannerQuery, useUpdateBannerMutation } from '../../store/api';
import { BannerForm } from './banner-form';

export default function BannerEditPage() {
  const id = Number(useParams().id);
  const query = useGetBannerQuery({ id });
  const [updateBanner] = useUpdateBannerMutation();
  return (
    <QueryView query={query}>
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
