import { useState } from 'react';
import { screen } from '@testing-library/react';
import { DateRangeFilter } from './date-range-filter';
import { renderWithProviders } from '../test-utils';

/** A list screen in small: another filter beside the days, and what the days' change was told. */
function Screen() {
  const [status, setStatus] = useState('any');
  const [told, setTold] = useState('');
  return (
    <>
      <button type="button" onClick={() => setStatus('pending')}>
        Pending
      </button>
      <DateRangeFilter value={{ from: '2026-11-01', to: '2026-11-20' }} onChange={(range) => setTold(`${status} ${range.from ?? '-'} ${range.to ?? '-'}`)} />
      <output aria-label="told">{told}</output>
    </>
  );
}

describe('DateRangeFilter', () => {
  it('tells the screen’s latest handler of a change, though the fields do not render again with the screen', async () => {
    const { user } = renderWithProviders(<Screen />);
    await user.click(screen.getByRole('button', { name: 'Pending' }));
    const [clearFrom] = await screen.findAllByRole('button', { name: 'Clear' });
    await user.click(clearFrom);
    expect(screen.getByRole('status', { name: 'told' })).toHaveTextContent('pending - 2026-11-20');
  });
});
