import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ImageField } from './image-field';
import { FormPage } from './form/form-page';
import { useForm } from './form/use-form';
import { TextInput } from './form/text-input';
import { required } from '../lib/validators';
import { commonMessages } from './messages';
import { deferredReply, fail, fieldLabel, mockApi, ok, renderWithProviders, signedInState } from '../test-utils';

const UPLOAD = 'uploadImage';

function BannerForm({ onSave, initialBanner = '' }: { onSave: (values: { note: string; banner: string }) => void; initialBanner?: string }) {
  const form = useForm({
    initialValues: { note: 'Eid offer', banner: initialBanner },
    rules: { note: [required('Note is required')], banner: [required(commonMessages.imageRequired)] },
  });
  return (
    <FormPage title="Add banner" backTo="/banner" form={form} onSubmit={form.handleSubmit(onSave)}>
      <TextInput form={form} name="note" label="Note" />
      <ImageField form={form} name="banner" label="Banner image" />
    </FormPage>
  );
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'eid.png', { type: 'image/png' });

describe('ImageField', () => {
  it('uploads at once as multipart `image`, blocks submit meanwhile, then stores the path', async () => {
    const upload = deferredReply<typeof UPLOAD>();
    const api = mockApi({ [UPLOAD]: upload.stub });
    const onSave = jest.fn();
    const { user } = renderWithProviders(<BannerForm onSave={onSave} />, { preloadedState: signedInState() });

    await user.upload(screen.getByLabelText(fieldLabel('Banner image')), png());
    expect(await screen.findByRole('progressbar', { name: 'Uploading...' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    // Enter in a field submits the form too: the form refuses while the upload runs.
    fireEvent.submit(screen.getByRole('button', { name: 'Submit' }).closest('form')!);
    expect(onSave).not.toHaveBeenCalled();

    const request = api.calls(UPLOAD)[0];
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const sent = await request.formData();
    expect(sent.get('image')).toBeInstanceOf(Blob);
    expect((sent.get('image') as File).name).toBe('eid.png');

    upload.release(ok({ image: 'banners/abc.png', image_url: 'http://localhost/images/banners/abc.png' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    expect(screen.getByRole('img', { name: 'Banner image preview' })).toHaveAttribute('src', 'http://localhost/images/banners/abc.png');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ note: 'Eid offer', banner: 'banners/abc.png' }));
  });

  it("shows the server's reason for refusing the upload and keeps the form open", async () => {
    const reason = 'Only PNG, JPEG, WebP or GIF images are accepted.';
    mockApi({ [UPLOAD]: fail(400, reason, [{ msg: reason, param: 'image' }]) });
    const onSave = jest.fn();
    const { user } = renderWithProviders(<BannerForm onSave={onSave} />, { preloadedState: signedInState() });

    await user.upload(screen.getByLabelText(fieldLabel('Banner image')), png());
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.queryByText(/image size is too large/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Image is required')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("names the server's size limit when the image is too large", async () => {
    mockApi({ [UPLOAD]: fail(413, 'The image is larger than 2048 KB.') });
    const { user } = renderWithProviders(<BannerForm onSave={jest.fn()} />, { preloadedState: signedInState() });
    await user.upload(screen.getByLabelText(fieldLabel('Banner image')), png());
    expect(await screen.findByText('The image is larger than 2048 KB.')).toBeInTheDocument();
  });

  it('previews an existing image from /images/', () => {
    mockApi();
    renderWithProviders(<BannerForm onSave={jest.fn()} initialBanner="banners/old.png" />, { preloadedState: signedInState() });
    expect(screen.getByRole('img', { name: 'Banner image preview' })).toHaveAttribute('src', '/images/banners/old.png');
  });
});
