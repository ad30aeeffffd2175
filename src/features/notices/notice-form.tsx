import type { Notice, NoticeInput, NoticeType } from '../../store/api';
import { required } from '../../lib/validators';
import { useForm } from '../../components/form/use-form';
import { SelectInput } from '../../components/form/select-input';
import { SwitchInput } from '../../components/form/switch-input';
import { TextInput } from '../../components/form/text-input';
import { FormPage } from '../../components/form/form-page';
import { ImageField } from '../../components/image-field';
import { noticeMessages as m } from './messages';
import { fieldLimits } from '../../../openapi/generated/field-limits';

// A type, not an interface: form values need an index signature.
export type NoticeFormValues = {
  image: string | null;
  link: string;
  notice: string;
  type: NoticeType;
  is_active: 0 | 1;
};

export const NEW_NOTICE: NoticeFormValues = { image: null, link: '', notice: '', type: 'popup', is_active: 1 };

export const NOTICE_TYPE_OPTIONS: { value: NoticeType; label: string }[] = [
  { value: 'popup', label: m.typePopup },
  { value: 'flat_page_top', label: m.typeFlatPageTop },
];

export const noticeTypeLabel = (type: NoticeType) => NOTICE_TYPE_OPTIONS.find((o) => o.value === type)?.label ?? type;

export function noticeFormValues(notice: Notice): NoticeFormValues {
  return { image: notice.image, link: notice.link ?? '', notice: notice.notice, type: notice.type, is_active: notice.is_active };
}

/** The form's values plus what the form does not show: an empty title, for the home modal. */
export function noticeInput(values: NoticeFormValues, current?: Notice): NoticeInput {
  return {
    ...values,
    link: values.link.trim() || null,
    notice: values.notice.trim(),
    title: current?.title ?? '',
    for_home_modal: current?.for_home_modal ?? 1,
  };
}

interface NoticeFormProps {
  title: string;
  initialValues: NoticeFormValues;
  /** The current image's full URL (edit). */
  imageUrl?: string | null;
  save: (values: NoticeFormValues) => Promise<void>;
}

/** The create and edit form of a notice: image (optional), link, the notice text, type, active flag. */
export function NoticeForm({ title, initialValues, imageUrl, save }: NoticeFormProps) {
  const form = useForm({ limits: fieldLimits.NoticeInput, initialValues, rules: { notice: [required(m.noticeRequired)] } });
  return (
    <FormPage title={title} backTo="/notice" form={form} onSubmit={form.handleSubmit(save)}>
      <ImageField form={form} name="image" label={m.image} currentUrl={imageUrl} />
      <TextInput form={form} name="link" label={m.link} type="url" />
      <TextInput form={form} name="notice" label={m.notice} multiline minRows={3} />
      <SelectInput form={form} name="type" label={m.type} options={NOTICE_TYPE_OPTIONS} />
      <SwitchInput form={form} name="is_active" label={m.active} />
    </FormPage>
  );
}
