import { screen, waitFor, within } from '@testing-library/react';
import type { AutoServer } from '../../store/api';
import { fieldLabel, meReply, mockApi, ok, renderCrudScreens } from '../../test-utils';
import AutoServerAddPage from './auto-server-add-page';
import AutoServerEditPage from './auto-server-edit-page';
import AutoServerListPage from './auto-server-list-page';

const CREATE = 'createAutoServer';
const UPDATE = 'updateAutoServer';
const SERVERS: AutoServer[] = [
  { id: 3, name: 'Primary top-up server', link: 'https://topup-1.shop.test', status: 'active' },
  { id: 4, name: 'Backup server', link: 'https://topup-2.shop.test', status: 'inactive' },
];

function renderAt(route: string) {
  return renderCrudScreens('/auto-server', { list: <AutoServerListPage />, add: <AutoServerAddPage />, edit: <AutoServerEditPage /> }, { route });
}

/** The status select's options, as [value, label]. */
async function statusOptions(user: ReturnType<typeof renderAt>['user']) {
  await user.click(screen.getByRole('combobox', { name: 'Status' }));
  const options = (await screen.findAllByRole('option')).map((o) => [o.getAttribute('data-value'), o.textContent]);
  await user.keyboard('{Escape}');
  return options;
}

describe('Auto servers', () => {
  it('lists the servers from the API with their link and status', async () => {
    mockApi({ getMe: meReply({ superAdmin: true }), listAutoServers: ok(SERVERS) });
    renderAt('/auto-server');
    expect(await screen.findByRole('heading', { name: 'Auto servers' })).toBeInTheDocument();
    const backup = (await screen.findByText('Backup server')).closest('tr') as HTMLElement;
    expect(within(backup).getByRole('link', { name: 'https://topup-2.shop.test' })).toBeInTheDocument();
    expect(within(backup).getByText('Inactive')).toBeInTheDocument();
    expect(within(backup).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/auto-server/edit/4');
    expect(screen.getByRole('link', { name: 'Add new' })).toHaveAttribute('href', '/auto-server/add');
  });

  it('deletes a server after confirmation', async () => {
    const api = mockApi({
      getMe: meReply({ superAdmin: true }),
      listAutoServers: ok(SERVERS),
      deleteAutoServer: ok({ id: 4 }),
    });
    const { user } = renderAt('/auto-server');
    const backup = (await screen.findByText('Backup server')).closest('tr') as HTMLElement;
    await user.click(within(backup).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Server deleted successfully')).toBeInTheDocument();
    expect(api.calls('deleteAutoServer')).toHaveLength(1);
  });

  it('requires the name and the link and sends nothing without them', async () => {
    const api = mockApi();
    const { user } = renderAt('/auto-server/add');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Link is required')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('offers the same status values on create and on edit, and sends them as chosen', async () => {
    const api = mockApi({
      [CREATE]: ok({ ...SERVERS[1], id: 9 }),
      getAutoServer: ok(SERVERS[0]),
      [UPDATE]: ok(SERVERS[0]),
    });
    const add = renderAt('/auto-server/add');
    const createOptions = await statusOptions(add.user);
    expect(createOptions).toEqual([
      ['active', 'Active'],
      ['inactive', 'Inactive'],
    ]);
    await add.user.type(screen.getByLabelText(fieldLabel('Name')), 'Backup server');
    await add.user.type(screen.getByLabelText(fieldLabel('Link')), 'https://topup-2.shop.test');
    await add.user.click(screen.getByRole('combobox', { name: 'Status' }));
    await add.user.click(await screen.findByRole('option', { name: 'Inactive' }));
    await add.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Server created successfully')).toBeInTheDocument();
    expect(await api.calls(CREATE)[0].json()).toEqual({ name: 'Backup server', link: 'https://topup-2.shop.test', status: 'inactive' });
    add.unmount();

    const edit = renderAt('/auto-server/edit/3');
    expect(await screen.findByLabelText(fieldLabel('Name'))).toHaveValue('Primary top-up server');
    expect(await statusOptions(edit.user)).toEqual(createOptions);
    await edit.user.click(screen.getByRole('combobox', { name: 'Status' }));
    await edit.user.click(await screen.findByRole('option', { name: 'Inactive' }));
    await edit.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Server updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(api.calls(UPDATE)).toHaveLength(1));
    expect(await api.calls(UPDATE)[0].json()).toEqual({ name: 'Primary top-up server', link: 'https://topup-1.shop.test', status: 'inactive' });
  });
});
