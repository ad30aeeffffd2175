import { FormPage } from '../../components/form/form-page';
import { SwitchInput } from '../../components/form/switch-input';
import { TextInput } from '../../components/form/text-input';
import { useForm } from '../../components/form/use-form';
import { useSuccessRedirect } from '../../components/form/use-success-redirect';
import { ImageField } from '../../components/image-field';
import { required } from '../../lib/validators';
import type { Banner } from '../../store/api';
import { bannerMessages as m } from './messages';
import { fieldLimits } from '../../../openapi/generated/field-limits';

export type BannerFormValues = {
  note: string;
  link: string;
  banner: string;
  isactive: 0 | 1;
};

interface BannerFormProps {
  /** The banner being edited; absent on create. */
  banner?: Banner;
  /** Saves the values (throws the API error when refused). */
  save: (values: BannerFormValues) => Promise<unknown>;
}

/** The one banner form: create requires note and image, edit requires note and link. */
export function BannerForm({ banner, save }: BannerFormProps) {
  const done = useSuccessRedirect('/banner');
  const form = useForm<BannerFormValues>({
    limits: fieldLimits.BannerCreateInput,
    initialValues: { note: banner?.note ?? '', link: banner?.link ?? '', banner: banner?.banner ?? '', isactive: banner?.isactive ?? 1 },
    rules: banner
      ? { note: [required(m.noteRequired)], link: [required(m.linkRequired)] }
      : { note: [required(m.noteRequired)], banner: [required(m.imageRequired)] },
  });
  return (
    <FormPage
      title={banner ? m.editTitle : m.addTitle}
      backTo="/banner"
      form={form}
      onSubmit={form.handleSubmit(async (values) => {
        await save(values);
        done(banner ? m.updated : m.created);
      })}
    >
      <TextInput form={form} name="note" label={m.note} required autoFocus />
      <TextInput form={form} name="link" label={m.link} type="url" required={Boolean(banner)} placeholder={m.linkPlaceholder} />
      <ImageField form={form} name="banner" label={m.image} currentUrl={banner?.banner_full_url} />
      <SwitchInput form={form} name="isactive" label={m.active} />
    </FormPage>
  );
}
