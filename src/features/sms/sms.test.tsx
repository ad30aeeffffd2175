import { screen, waitFor, within } from '@testing-library/react';
import type { SmsBroadcast } from '../../store/api';
import { fail, meReply, mockApi, ok, okPage, renderWithProviders, signedInState, type OperationReply } from '../../test-utils';
import SendSmsPage from './send-sms-page';
import { PROGRESS_POLL_MS } from './broadcast-progress';

const SEND = 'sendSms';
const COUNT = 'countSmsRecipients';
const PROGRESS = 'getSmsBroadcast';
const LIST = 'listSmsBroadcasts';

function broadcast(overrides: Partial<SmsBroadcast> = {}): SmsBroadcast {
  return {
    id: 41,
    message: 'Eid offer: 10% bonus diamonds',
    admin: { id: 1, first_name: 'Rahim', last_name: 'Uddin' },
    user_limit: null,
    only_wallet_user: 1,
    status: 'queued',
    total: 12,
    sent: 0,
    failed: 0,
    created_at: '2025-11-21T10:00:00+06:00',
    finished_at: null,
    ...overrides,
  };
}

const listReply = (rows: SmsBroadcast[]) => okPage(rows);
const accepted: OperationReply<typeof SEND> = { status: 202, body: { success: true, message: 'Accepted', data: { broadcast_id: 41, recipients: 12 } } };
const counted = (recipients: number) => ok({ recipients });

function renderPage() {
  return renderWithProviders(<SendSmsPage />, { preloadedState: signedInState() });
}
const messageBox = () => screen.getByRole('textbox', { name: /^Message/ });

describe('send SMS', () => {
  it('requires a message after trimming and a user limit of digits, sending nothing until both are right', async () => {
    const api = mockApi({ getMe: meReply({ superAdmin: true }), [LIST]: listReply([]), [SEND]: accepted });
    const { user } = renderPage();
    await user.type(messageBox(), '   ');
    const limit = screen.getByRole('textbox', { name: /^User limit/ });
    await user.type(limit, 'ab-0');
    // Kept as typed, and refused on the field.
    expect(limit).toHaveValue('ab-0');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a number')).toBeInTheDocument();
    await user.clear(limit);
    await user.type(limit, '0');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('User limit must be at least 1')).toBeInTheDocument();
    expect(api.calls(SEND)).toHaveLength(0);
  });

  it('starts the broadcast, says so, and follows its progress live until it finishes', async () => {
    const steps = [
      broadcast(),
      broadcast({ status: 'sending', sent: 5, failed: 1 }),
      broadcast({ status: 'finished', sent: 11, failed: 1, finished_at: '2025-11-21T10:01:00+06:00' }),
    ];
    let step = 0;
    const api = mockApi({
      getMe: meReply({ superAdmin: true }),
      [LIST]: listReply([]),
      [SEND]: accepted,
      [COUNT]: counted(12),
      [PROGRESS]: () => ok(steps[Math.min(step++, steps.length - 1)]),
    });
    const { user } = renderPage();
    await user.type(messageBox(), '  Eid offer  ');
    await user.type(screen.getByRole('textbox', { name: /^User limit/ }), '500');
    await user.click(screen.getByRole('switch', { name: 'Only wallet users' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Send to 12 customers?' })).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Message is sending to the server..')).toBeInTheDocument();
    expect(await api.calls(SEND)[0].json()).toEqual({ message: 'Eid offer', user_limit: 500, only_wallet_user: 1 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(messageBox()).toHaveValue('');

    const progress = await screen.findByRole('region', { name: 'Broadcast progress' });
    expect(within(progress).getByRole('heading', { name: 'Broadcast #41' })).toBeInTheDocument();
    expect(await within(progress).findByText('0 sent · 0 failed · 12 total')).toBeInTheDocument();
    expect(await within(progress).findByText('5 sent · 1 failed · 12 total', {}, { timeout: 4 * PROGRESS_POLL_MS })).toBeInTheDocument();
    expect(within(progress).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(await within(progress).findByText('11 sent · 1 failed · 12 total', {}, { timeout: 4 * PROGRESS_POLL_MS })).toBeInTheDocument();
    expect(within(progress).getByText('Finished')).toBeInTheDocument();
    expect(within(progress).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

    // Finished is final: no more polling.
    const reads = api.calls(PROGRESS).length;
    await new Promise((resolve) => setTimeout(resolve, 2 * PROGRESS_POLL_MS));
    expect(api.calls(PROGRESS)).toHaveLength(reads);
  }, 60_000);

  it("says 'Failed to send message' when the server refuses, with its field errors", async () => {
    mockApi({
      getMe: meReply({ superAdmin: true }),
      [LIST]: listReply([]),
      [SEND]: fail(400, 'Validation failed', [{ msg: 'Message is required', param: 'message' }]),
      [COUNT]: counted(3),
    });
    const { user } = renderPage();
    await user.type(messageBox(), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Send to 3 customers?' })).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(messageBox()).toHaveAccessibleDescription('Message is required'));
    expect(screen.queryByRole('region', { name: 'Broadcast progress' })).not.toBeInTheDocument();
  });

  it("asks 'Send to 1,234 customers?' with the server's count for the same audience, Keep editing focused: Enter sends nothing", async () => {
    const api = mockApi({ getMe: meReply({ superAdmin: true }), [LIST]: listReply([]), [SEND]: accepted, [COUNT]: counted(1234) });
    const { user } = renderPage();
    await user.type(messageBox(), 'Flash sale tonight');
    await user.type(screen.getByRole('textbox', { name: /^User limit/ }), '5000');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const dialog = await screen.findByRole('dialog', { name: 'Send to 1,234 customers?' });
    expect(within(dialog).getByText('Flash sale tonight')).toBeInTheDocument();
    // The count was asked for the audience the send would have.
    const asked = new URL(api.calls(COUNT)[0].url).searchParams;
    expect(Object.fromEntries(asked)).toEqual({ user_limit: '5000', only_wallet_user: '0' });
    // The safe button is focused: Enter keeps the form and sends nothing.
    expect(within(dialog).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls(SEND)).toHaveLength(0);
    expect(messageBox()).toHaveValue('Flash sale tonight');

    // Asked again, afresh, and confirmed: sent.
    api.set({ [COUNT]: counted(1) });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Send to 1 customer?' })).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.calls(SEND)).toHaveLength(1));
    expect(api.calls(COUNT)).toHaveLength(2);
  });

  it('sends nothing and says so when no customer matches the audience', async () => {
    const api = mockApi({ getMe: meReply({ superAdmin: true }), [LIST]: listReply([]), [SEND]: accepted, [COUNT]: counted(0) });
    const { user } = renderPage();
    await user.type(messageBox(), 'Anyone?');
    await user.click(screen.getByRole('switch', { name: 'Only wallet users' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('No customer matches: nothing to send.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls(SEND)).toHaveLength(0);
    expect(screen.queryByText('Failed to send message')).not.toBeInTheDocument();
  });

  it('lists the recent broadcasts with their audience and counts', async () => {
    mockApi({
      getMe: meReply({ superAdmin: true }),
      [LIST]: listReply([
        broadcast({ id: 42, status: 'sending', sent: 3, user_limit: 100, message: 'Flash sale tonight' }),
        broadcast({ id: 41, status: 'finished', sent: 12, only_wallet_user: 0, admin: null }),
      ]),
    });
    renderPage();
    const recent = await screen.findByRole('region', { name: 'Recent broadcasts' });
    expect(await within(recent).findByText('Flash sale tonight')).toBeInTheDocument();
    const rows = within(recent).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Wallet users, up to 100');
    expect(rows[0]).toHaveTextContent('Sending');
    expect(rows[1]).toHaveTextContent('Everyone');
    expect(rows[1]).toHaveTextContent('System');
    expect(rows[1]).toHaveTextContent('Finished');
  });
});
