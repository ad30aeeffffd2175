import { screen, waitFor, within } from '@testing-library/react';
import type { Notice } from '../../store/api';
import { fail, meReply, mockApi, ok, renderWithProviders, signedInState } from '../../test-utils';
import NoticeListPage from './notice-list-page';

const LIST = 'listNotices';
const ME = 'getMe';

const notice = (id: number, extra: Partial<Notice> = {}): Notice => ({
  id, title: '', image: null, image_full_url: null, link: null, notice: `Notice ${id}`, type: 'popup', is_active: 1, for_home_modal: 1, ...extra,
});

const NOTICES = [
  notice(1, { notice: 'Nagad payments are delayed', type: 'flat_page_top', link: 'https://shop.test/nagad', image: 'n.png', image_full_url: 'http://api.test/images/n.png' }),
  notice(2, { notice: 'Gift cards in stock', is_active: 0 }),
];

const render = () =>
  renderWithProviders(<NoticeListPage />, { route: '/notice', preloadedState: signedInState() });

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('Notices list', () => {
  it('lists the notices from the API with their type, link and active flag', async () => {
    mockApi({ [ME]: meReply({ superAdmin: true }), [LIST]: ok(NOTICES) });
    render();
    expect(await screen.findByRole('heading', { name: 'Notices' })).toBeInTheDocument();
    expect(await screen.findByText('Nagad payments are delayed')).toBeInTheDocument();
    const first = rowOf('Nagad payments are delayed');
    expect(within(first).getByText('Flat page top')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'https://shop.test/nagad' })).toHaveAttribute('href', 'https://shop.test/nagad');
    expect(within(first).getByText('Active')).toBeInTheDocument();
    const second = rowOf('Gift cards in stock');
    expect(within(second).getByText('Popup')).toBeInTheDocument();
    expect(within(second).getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add new' })).toHaveAttribute('href', '/notice/add');
    expect(within(second).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/notice/edit/2');
  });

  it('deletes only after confirmation, then says so', async () => {
    const api = mockApi({ [ME]: meReply({ superAdmin: true }), [LIST]: ok(NOTICES), deleteNotice: ok({ id: 2 }) });
    const { user } = render();
    await screen.findByText('Gift cards in stock');

    await user.click(within(rowOf('Gift cards in stock')).getByRole('button', { name: 'Delete' }));
    // The question names the notice, and Cancel (not the red button) has the focus.
    expect(await screen.findByRole('dialog', { name: 'Are you sure?' })).toHaveTextContent('Delete the notice "Gift cards in stock"?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('deleteNotice')).toHaveLength(0);

    await user.click(within(rowOf('Gift cards in stock')).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Notice deleted successfully')).toBeInTheDocument();
    expect(api.calls('deleteNotice')).toHaveLength(1);
    // The list reloads after the delete.
    await waitFor(() => expect(api.calls(LIST)).toHaveLength(2));
  });

  it("shows the server's message when a delete fails", async () => {
    mockApi({ [ME]: meReply({ superAdmin: true }), [LIST]: ok(NOTICES), deleteNotice: fail(404, 'Notice not found') });
    const { user } = render();
    await screen.findByText('Nagad payments are delayed');
    await user.click(within(rowOf('Nagad payments are delayed')).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Notice not found')).toBeInTheDocument();
  });

  it('offers no Add new, Edit or Delete to a sub-admin who may only list notices', async () => {
    mockApi({ [ME]: meReply({ permissions: ['listNotices'] }), [LIST]: ok(NOTICES) });
    render();
    await screen.findByText('Gift cards in stock');
    expect(screen.queryByRole('link', { name: 'Add new' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
