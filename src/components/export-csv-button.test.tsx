import { screen, waitFor } from '@testing-library/react';
import { ExportCsvButton } from './export-csv-button';
import { renderWithProviders, signedInState } from '../test-utils';

/** A streamed answer whose chunks arrive one by one, the next only when `release` is called. */
function controlledStream(chunks: string[]) {
  const encoder = new TextEncoder();
  let release: () => void = () => undefined;
  let index = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (index > 0) await new Promise<void>((resolve) => (release = resolve));
      if (index >= chunks.length) return controller.close();
      controller.enqueue(encoder.encode(chunks[index]));
      index += 1;
    },
  });
  return { body, release: () => release() };
}

describe('ExportCsvButton', () => {
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:export'), revokeObjectURL: jest.fn() });
  });

  it('downloads every row of the current filter with the session token, showing rows and bytes as they arrive', async () => {
    const stream = controlledStream(['ID,Status\r\n1,pending\r\n', '2,pending\r\n3,pending\r\n']);
    const fetchMock = jest.spyOn(global, 'fetch').mockResolvedValue(new Response(stream.body, { status: 200, headers: { 'content-type': 'text/csv' } }));
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<ExportCsvButton path="/admin/orders/export" params={{ status: 'pending', q: '', user_id: undefined }} fileName="orders.csv" />, {
      preloadedState: signedInState(),
    });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(/^1 rows \(\d+ B\)$/)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/admin/orders/export?status=pending');
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer test-token');
    stream.release();
    await waitFor(() => expect(screen.getByText(/^3 rows/)).toBeInTheDocument());
    stream.release();
    expect(await screen.findByText('Exported 3 rows.')).toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('shows the server\'s refusal and downloads nothing', async () => {
    jest.spyOn(global, 'fetch').mockResolvedValue(new Response(JSON.stringify({ success: false, message: 'You do not have permission to do this.' }), { status: 403 }));
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<ExportCsvButton path="/admin/orders/export" params={{}} fileName="orders.csv" />, { preloadedState: signedInState() });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('You do not have permission to do this.')).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
  });
});
