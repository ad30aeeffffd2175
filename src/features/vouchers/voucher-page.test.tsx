import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import VoucherPage from './voucher-page';
import type { PackageVouchers, Voucher } from '../../store/api';
import { deferredReply, fail, mockApi, ok, renderWithProviders, signedInState, meReply } from '../../test-utils';

const SUPER_ADMIN = { getMe: meReply({ superAdmin: true }) };

const VOUCHERS = 'getPackageVouchers';
const ADD = 'addVouchers';

function voucher(id: number, overrides: Partial<Voucher> = {}): Voucher {
  return { id, package_id: 4, data: `CODE-${id}`, is_used: 0, claim_by: null, used_at: null, created_at: '2025-11-21T10:00:00+06:00', ...overrides };
}

function page(vouchers: Voucher[], overrides: Partial<PackageVouchers> = {}) {
  return ok({
    product: { id: 2, name: 'Free Fire Vouchers', topup_type: 'voucher' },
    package: { id: 4, name: '100 Diamonds' },
    vouchers,
    total: vouchers.length,
    ...overrides,
  } satisfies PackageVouchers);
}

function renderPage(route = '/topup-package/voucher/4') {
  return renderWithProviders(
    <Routes>
      <Route path="/topup-package/voucher/:id" element={<VoucherPage />} />
    </Routes>,
    { route, preloadedState: signedInState() },
  );
}

const codesBox = () => screen.getByRole('textbox', { name: /^Voucher data/ });
/** The box shows once the admin's permissions are known. */
const findCodesBox = () => screen.findByRole('textbox', { name: /^Voucher data/ });

describe('voucher page', () => {
  it('shows the product and package names, and the package vouchers', async () => {
    mockApi({ ...SUPER_ADMIN, [VOUCHERS]: page([voucher(1), voucher(2)]) });
    renderPage();
    expect(await screen.findByText('Free Fire Vouchers')).toBeInTheDocument();
    expect(screen.getByText('100 Diamonds')).toBeInTheDocument();
    expect(await screen.findByText('CODE-1')).toBeInTheDocument();
    expect(screen.getByText('CODE-2')).toBeInTheDocument();
  });

  it("says 'Unknown product' when the package's product is gone", async () => {
    mockApi({ ...SUPER_ADMIN, [VOUCHERS]: page([], { product: null }) });
    renderPage();
    expect(await screen.findByText('Unknown product')).toBeInTheDocument();
    expect(screen.queryByText(/Unkown/)).not.toBeInTheDocument();
  });

  it('counts the lines live in the label, 0 when empty', async () => {
    mockApi({ ...SUPER_ADMIN, [VOUCHERS]: page([]) });
    const { user } = renderPage();
    await findCodesBox();
    expect(codesBox()).toHaveAccessibleName('Voucher data (0 lines)');
    await user.type(codesBox(), 'A1');
    expect(codesBox()).toHaveAccessibleName('Voucher data (1 line)');
    await user.type(codesBox(), '{Enter}{Enter}B2');
    expect(codesBox()).toHaveAccessibleName('Voucher data (3 lines, 2 with a code)');
    await user.clear(codesBox());
    expect(codesBox()).toHaveAccessibleName('Voucher data (0 lines)');
  });

  it('counts a pasted 100,000-line value correctly', async () => {
    mockApi({ ...SUPER_ADMIN, [VOUCHERS]: page([]) });
    renderPage();
    await findCodesBox();
    const text = Array.from({ length: 100_000 }, (_, i) => `FF-${String(i).padStart(10, '0')}`).join('\n');
    fireEvent.change(codesBox(), { target: { value: text } });
    expect(codesBox()).toHaveAccessibleName('Voucher data (100,000 lines)');
  });

  it('fills the lines from a .txt file dropped on the box', async () => {
    mockApi({ ...SUPER_ADMIN, [VOUCHERS]: page([]) });
    renderPage();
    await findCodesBox();
    const file = new File(['A1\r\nB2\r\nC3\r\n'], 'codes.txt', { type: 'text/plain' });
    fireEvent.drop(codesBox(), { dataTransfer: { files: [file], types: ['Files'] } });
    await waitFor(() => expect(codesBox()).toHaveValue('A1\nB2\nC3'));
    expect(codesBox()).toHaveAccessibleName('Voucher data (3 lines)');
    expect(await screen.findByText('3 lines loaded from codes.txt')).toBeInTheDocument();
  });

  it('takes the first column of a dropped .csv, without its header, after what is already there', async () => {
    mockApi({ ...SUPER_ADMIN, [VOUCHERS]: page([]) });
    const { user } = renderPage();
    await findCodesBox();
    await user.type(codesBox(), 'TYPED-1');
    const file = new File(['code,value\nCSV-1,100\nCSV-2,100\n'], 'export.csv', { type: 'text/csv' });
    fireEvent.drop(document.body, { dataTransfer: { files: [file], types: ['Files'] } });
    await waitFor(() => expect(codesBox()).toHaveValue('TYPED-1\nCSV-1\nCSV-2'));
  });

  it('refuses a dropped file that is not .txt or .csv', async () => {
    mockApi({ ...SUPER_ADMIN, [VOUCHERS]: page([]) });
    renderPage();
    await findCodesBox();
    const file = new File(['x'], 'photo.png', { type: 'image/png' });
    fireEvent.drop(codesBox(), { dataTransfer: { files: [file], types: ['Files'] } });
    expect(await screen.findByText('Drop a .txt or .csv file of codes, one per line')).toBeInTheDocument();
    expect(codesBox()).toHaveValue('');
  });

  it('asks for voucher data before sending anything', async () => {
    const api = mockApi({ ...SUPER_ADMIN, [VOUCHERS]: page([]) });
    const { user } = renderPage();
    await findCodesBox();
    await user.type(codesBox(), '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Add Voucher' }));
    expect(screen.getByText('Voucher data is required')).toBeInTheDocument();
    expect(api.calls(ADD)).toHaveLength(0);
  });

  it('sends all lines in one request with progress, then says what was added and skipped, clears the box and reloads the list', async () => {
    let listed: Voucher[] = [];
    const saved = deferredReply<typeof ADD>();
    const api = mockApi({ ...SUPER_ADMIN, [VOUCHERS]: () => page(listed), [ADD]: saved.stub });
    const { user } = renderPage();
    await findCodesBox();
    expect(await screen.findByText('No data to show')).toBeInTheDocument();

    fireEvent.change(codesBox(), { target: { value: 'NEW-1\n\nNEW-2\nNEW-1' } });
    await user.click(screen.getByRole('button', { name: 'Add Voucher' }));

    // The body is uploaded; the server is saving.
    expect(await screen.findByText('Saving…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Voucher' })).toBeDisabled();
    expect(api.calls(ADD)).toHaveLength(1);
    expect(await api.calls(ADD)[0].json()).toEqual({ package_id: 4, data: ['NEW-1', '', 'NEW-2', 'NEW-1'] });
    expect(api.calls(ADD)[0].headers.get('authorization')).toBe('Bearer test-token');

    listed = [voucher(7, { data: 'NEW-1' }), voucher(8, { data: 'NEW-2' })];
    act(() => saved.release(ok({ inserted: 2, skipped_blank: 1, skipped_duplicate: 1 })));

    expect(
      await screen.findByText('Voucher created successfully: 2 added, 1 skipped as blank, 1 skipped as duplicate.'),
    ).toBeInTheDocument();
    expect(codesBox()).toHaveValue('');
    expect(codesBox()).toHaveAccessibleName('Voucher data (0 lines)');
    expect(await screen.findByText('NEW-2')).toBeInTheDocument();
    expect(api.calls(VOUCHERS)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Add Voucher' })).toBeEnabled();
  });

  it("keeps the lines and shows the server's refusal when the batch is refused", async () => {
    mockApi({ ...SUPER_ADMIN, [VOUCHERS]: page([]), [ADD]: fail(409, 'Codes can only be added to voucher or id-code products') });
    const { user } = renderPage();
    await findCodesBox();
    fireEvent.change(codesBox(), { target: { value: 'X1' } });
    await user.click(screen.getByRole('button', { name: 'Add Voucher' }));
    expect(await screen.findByText('Codes can only be added to voucher or id-code products')).toBeInTheDocument();
    expect(codesBox()).toHaveValue('X1');
  });

  it("deletes an unused voucher with 'Deleting voucher...' then 'Voucher deleted successfully'", async () => {
    const removal = deferredReply<'deleteVoucher'>();
    const api = mockApi({ ...SUPER_ADMIN, [VOUCHERS]: page([voucher(1)]), deleteVoucher: removal.stub });
    const { user } = renderPage();
    const row = (await screen.findByText('CODE-1')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleting voucher...')).toBeInTheDocument();
    act(() => removal.release(ok({ id: 1 })));
    expect(await screen.findByText('Voucher deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(api.calls(VOUCHERS)).toHaveLength(2));
  });

  it("shows a used voucher as used, with Delete off, and the server's refusal if it was used meanwhile", async () => {
    mockApi({ ...SUPER_ADMIN, 
      [VOUCHERS]: page([voucher(1, { is_used: 1, claim_by: 55 }), voucher(2)]),
      deleteVoucher: fail(409, 'A used voucher cannot be deleted'),
    });
    const { user } = renderPage();
    const usedRow = (await screen.findByText('CODE-1')).closest('tr')!;
    expect(within(usedRow).getByText('Used')).toBeInTheDocument();
    expect(within(usedRow).getByRole('button', { name: 'Delete' })).toBeDisabled();

    const row = screen.getByText('CODE-2').closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('A used voucher cannot be deleted')).toBeInTheDocument();
  });

  it('shows neither the codes box nor Delete to an admin who may only look', async () => {
    mockApi({ ...SUPER_ADMIN, getMe: meReply({ permissions: ['getPackageVouchers'] }), [VOUCHERS]: page([voucher(1)]) });
    renderPage();
    expect(await screen.findByText('CODE-1')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Voucher data/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Voucher' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('says a package that does not exist does not, with the way back and no codes box', async () => {
    mockApi({ ...SUPER_ADMIN, getPackageVouchers: fail(404, 'Package not found') });
    renderPage('/topup-package/voucher/99');
    expect(await screen.findByText(/This package does not exist/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/topup-packages');
    expect(screen.queryByRole('textbox', { name: /^Voucher data/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('asks nothing of the server for a package id that is no id', async () => {
    const api = mockApi(SUPER_ADMIN);
    renderPage('/topup-package/voucher/abc');
    expect(await screen.findByText(/This package does not exist/)).toBeInTheDocument();
    expect(api.requests.filter((request) => request.url.includes('/packages/'))).toHaveLength(0);
  });

  it('says codes do not apply to a package of an in-game product, with no codes box', async () => {
    mockApi({ ...SUPER_ADMIN, [VOUCHERS]: page([], { product: { id: 1, name: 'PUBG UC', topup_type: 'in_game' } }) });
    renderPage();
    expect(await screen.findByText(/voucher codes do not apply/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Voucher data/ })).not.toBeInTheDocument();
  });

  it('asks before leaving codes that were not added', async () => {
    mockApi({ ...SUPER_ADMIN, [VOUCHERS]: page([]) });
    const { user } = renderPage();
    await findCodesBox();
    fireEvent.change(codesBox(), { target: { value: 'CODE-A\nCODE-B' } });
    await user.click(screen.getByRole('link', { name: 'Back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(await findCodesBox()).toHaveValue('CODE-A\nCODE-B');
  });
});
