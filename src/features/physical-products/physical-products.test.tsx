import { act, screen, waitFor, within } from '@testing-library/react';
import { fieldLabel, meReply, mockApi, ok, renderCrudScreens, type Stubs } from '../../test-utils';
import type { PhysicalProduct } from '../../store/api';
import PhysicalProductListPage from './physical-product-list-page';
import PhysicalProductAddPage from './physical-product-add-page';
import PhysicalProductEditPage from './physical-product-edit-page';

const LIST = 'listPhysicalProducts';
const CREATE = 'createPhysicalProduct';
const UPLOAD = 'uploadImage';

const product = (id: number, over: Partial<PhysicalProduct> = {}): PhysicalProduct => ({
  id,
  name: 'Gaming Mouse',
  image: 'mouse.png',
  image_full_url: 'http://localhost/images/mouse.png',
  sale_price: '1450.00',
  regular_price: '1800.00',
  quantity: 25,
  is_active: 1,
  description: '<p>7 buttons, RGB.</p>',
  created_at: '2025-11-21T10:00:00+06:00',
  ...over,
});

function renderAt(route: string, api: Stubs, options: { fakeTimers?: boolean } = {}) {
  const mock = mockApi({ getMe: meReply({ superAdmin: true }), ...api });
  const view = renderCrudScreens('/physical-product', { list: <PhysicalProductListPage />, add: <PhysicalProductAddPage />, edit: <PhysicalProductEditPage /> }, { route, ...options });
  return { ...view, api: mock };
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'pad.png', { type: 'image/png' });

describe('physical product list', () => {
  it('shows each product from the API with its prices in tk, quantity (0 included) and active flag', async () => {
    renderAt('/physical-product', {
      [LIST]: ok([product(1), product(2, { name: 'Gift Voucher', sale_price: '0.00', regular_price: '0.00', quantity: 0, is_active: 0, image: null, image_full_url: null })]),
    });
    const mouse = (await screen.findByText('Gaming Mouse')).closest('tr')!;
    expect(within(mouse).getByText('1,450 tk')).toBeInTheDocument();
    expect(within(mouse).getByText('1,800 tk')).toBeInTheDocument();
    expect(within(mouse).getByText('25')).toBeInTheDocument();
    expect(within(mouse).getByText('Active')).toBeInTheDocument();
    const gift = screen.getByText('Gift Voucher').closest('tr')!;
    expect(within(gift).getAllByText('0 tk')).toHaveLength(2);
    expect(within(gift).getByText('0')).toBeInTheDocument();
    expect(within(gift).getByText('Inactive')).toBeInTheDocument();
    expect(within(gift).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/physical-product/edit/2');
    expect(screen.getByRole('link', { name: 'Add new' })).toHaveAttribute('href', '/physical-product/add');
  });

  it('offers only what the admin may do: a sub-admin allowed to edit sees neither Add new nor Delete', async () => {
    renderAt('/physical-product', {
      getMe: meReply({ permissions: ['listPhysicalProducts', 'getPhysicalProduct', 'updatePhysicalProduct'] }),
      [LIST]: ok([product(1)]),
    });
    const row = (await screen.findByText('Gaming Mouse')).closest('tr')!;
    expect(await within(row).findByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add new' })).not.toBeInTheDocument();
  });

  it('deletes after confirmation with the pending and success toasts', async () => {
    const { user, api } = renderAt('/physical-product', { [LIST]: ok([product(1)]), deletePhysicalProduct: ok({ id: 1 }) });
    await user.click(within((await screen.findByText('Gaming Mouse')).closest('tr')!).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText(/Delete the product Gaming Mouse\?/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleting...')).toBeInTheDocument();
    expect(await screen.findByText('Product deleted successfully')).toBeInTheDocument();
    expect(api.calls('deletePhysicalProduct')).toHaveLength(1);
  });
});

describe('physical product form', () => {
  it('requires name, image, both prices and quantity, and sends nothing until they are given', async () => {
    const { user, api } = renderAt('/physical-product/add', {});
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    for (const message of ['Name is required', 'Image is required', 'Sale price is required', 'Regular price is required', 'Quantity is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(api.calls(CREATE)).toHaveLength(0);
  });

  it('refuses prices with more than two decimals and takes whole numbers only as quantity', async () => {
    const { user } = renderAt('/physical-product/add', {});
    await user.type(screen.getByLabelText(/Sale price/), '10.555');
    await user.type(screen.getByLabelText(/Quantity/), '2.5');
    // Kept as typed (never rewritten to 25), and refused on the field.
    expect(screen.getByLabelText(/Quantity/)).toHaveValue('2.5');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(document.getElementById('field-sale_price-helper')).toHaveTextContent('At most 2 decimals');
    expect(document.getElementById('field-quantity-helper')).toHaveTextContent('Enter a whole number');
  });

  it('accepts 0 as prices and quantity, says so, and returns to the list after 1.5 s', async () => {
    jest.useFakeTimers();
    try {
      const { user, api } = renderAt(
        '/physical-product/add',
        { [UPLOAD]: ok({ image: 'pad.png', image_url: 'http://localhost/images/pad.png' }), [CREATE]: ok(product(3)), [LIST]: ok([]) },
        { fakeTimers: true },
      );
      await user.type(screen.getByLabelText(/Name/), 'Free mouse pad');
      await user.upload(screen.getByLabelText(fieldLabel('Image')), png());
      await waitFor(() => expect(screen.getByRole('img', { name: 'Image preview' })).toBeInTheDocument());
      await user.type(screen.getByLabelText(/Sale price/), '0');
      await user.type(screen.getByLabelText(/Regular price/), '0');
      await user.type(screen.getByLabelText(/Quantity/), '0');
      await user.click(screen.getByRole('button', { name: 'Submit' }));

      expect(await screen.findByText('Product created successfully')).toBeInTheDocument();
      expect(await api.calls(CREATE)[0].json()).toEqual({
        name: 'Free mouse pad',
        image: 'pad.png',
        sale_price: 0,
        regular_price: 0,
        quantity: 0,
        is_active: 1,
        description: null,
      });
      act(() => jest.advanceTimersByTime(1500));
      expect(await screen.findByRole('heading', { name: 'Physical products' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('edits the loaded product, keeping 0 values and leaving out an image it never had', async () => {
    const update = 'updatePhysicalProduct';
    const { user, api } = renderAt('/physical-product/edit/2', {
      getPhysicalProduct: ok(product(2, { name: 'Gift Voucher', image: null, image_full_url: null, sale_price: '0.00', regular_price: '0.00', quantity: 0, description: null })),
      [update]: ok(product(2)),
    });
    expect(await screen.findByLabelText(/Name/)).toHaveValue('Gift Voucher');
    // The server's exact decimal text, as it answers it.
    expect(screen.getByLabelText(/Sale price/)).toHaveValue('0.00');
    expect(screen.getByLabelText(/Quantity/)).toHaveValue('0');
    await user.clear(screen.getByLabelText(/Quantity/));
    await user.type(screen.getByLabelText(/Quantity/), '100');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    expect(await api.calls(update)[0].json()).toEqual({ name: 'Gift Voucher', sale_price: 0, regular_price: 0, quantity: 100, is_active: 1, description: null });
  });

  it('shows the stored description in the rich-text editor and sends it back', async () => {
    const update = 'updatePhysicalProduct';
    const { user, api } = renderAt('/physical-product/edit/1', { getPhysicalProduct: ok(product(1)), [update]: ok(product(1)) });
    expect(await screen.findByText('7 buttons, RGB.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    expect(await api.calls(update)[0].json()).toMatchObject({ image: 'mouse.png', description: '<p>7 buttons, RGB.</p>' });
  });
});
