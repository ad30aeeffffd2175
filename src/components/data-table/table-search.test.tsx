import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TableSearch } from './table-search';

/** A list whose search state (the URL) takes a while to follow the box, as on a busy machine. */
function SlowList({ initial = '' }: { initial?: string }) {
  const [q, setQ] = useState(initial);
  return (
    <>
      <TableSearch value={q} onSearch={(next) => setTimeout(() => setQ(next), 300)} />
      <output data-testid="q">{q}</output>
    </>
  );
}

describe('TableSearch', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps what was typed while its own earlier report arrives (no lost keystrokes)', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
    render(<SlowList initial="0171" />);
    const box = screen.getByRole('searchbox');
    await user.clear(box);
    // The clear is reported after 500 ms; its echo lands 300 ms later, after more typing.
    act(() => jest.advanceTimersByTime(500));
    await user.type(box, 'T');
    act(() => jest.advanceTimersByTime(300));
    expect(screen.getByTestId('q')).toHaveTextContent(/^$/);
    await user.type(box, 'RX4');
    expect(box).toHaveValue('TRX4');
    act(() => jest.advanceTimersByTime(800));
    expect(screen.getByTestId('q')).toHaveTextContent('TRX4');
  });
});
