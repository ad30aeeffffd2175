import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import Button from '@mui/material/Button';
import { useConfirm, type ConfirmOptions } from './confirm-dialog';
import { renderWithProviders } from '../test-utils';

function Asker({ options }: { options?: ConfirmOptions }) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <Button onClick={async () => setAnswer(String(await confirm(options)))}>Delete banner</Button>
      <output aria-label="answer">{answer}</output>
    </>
  );
}

const answer = () => screen.getByRole('status', { name: 'answer' });

describe('useConfirm', () => {
  it("asks 'Are you sure?' by default and resolves true on Confirm", async () => {
    const { user } = renderWithProviders(<Asker />);
    await user.click(screen.getByRole('button', { name: 'Delete banner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(answer()).toHaveTextContent('true'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('resolves false on Cancel', async () => {
    const { user } = renderWithProviders(<Asker />);
    await user.click(screen.getByRole('button', { name: 'Delete banner' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(answer()).toHaveTextContent('false'));
  });

  it('resolves false on Escape', async () => {
    const { user } = renderWithProviders(<Asker />);
    await user.click(screen.getByRole('button', { name: 'Delete banner' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(answer()).toHaveTextContent('false'));
  });

  it('shows the given title, message and confirm text', async () => {
    const { user } = renderWithProviders(
      <Asker options={{ title: 'Delete warning', message: 'Are you sure you want to delete?', confirmText: 'Delete' }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete banner' }));
    expect(await screen.findByRole('dialog', { name: 'Delete warning' })).toHaveTextContent('Are you sure you want to delete?');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(answer()).toHaveTextContent('true'));
  });

  it('starts a destructive question on Cancel, so Enter, Enter deletes nothing', async () => {
    const { user } = renderWithProviders(<Asker options={{ title: 'Delete this order message?', confirmText: 'Delete' }} />);
    await user.click(screen.getByRole('button', { name: 'Delete banner' }));
    await screen.findByRole('dialog', { name: 'Delete this order message?' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(answer()).toHaveTextContent('false'));
  });

  it('starts a non-destructive question on the dismiss button too, so Enter alone never confirms', async () => {
    const { user } = renderWithProviders(<Asker options={{ title: 'Complete 12 selected orders?', confirmText: 'Complete All', destructive: false }} />);
    await user.click(screen.getByRole('button', { name: 'Delete banner' }));
    await screen.findByRole('dialog', { name: 'Complete 12 selected orders?' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(answer()).toHaveTextContent('false'));
  });
});
