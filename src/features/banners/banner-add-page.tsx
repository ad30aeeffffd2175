import { useCreateBannerMutation } from '../../store/api';
import { BannerForm } from './banner-form';

export default function BannerAddPage() {
  const [createBanner] = useCreateBannerMutation();
  return (
    <BannerForm
      save={({ note, link, banner, isactive }) =>
        createBanner({ bannerCreateInput: { note: note.trim(), link: link.trim() || null, banner, isactive } }).unwrap()
      }
    />
  );
}
