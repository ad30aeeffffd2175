import { useState } from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/bn';
import { screen, waitFor, within } from '@testing-library/react';
import { DateRangeFilter } from './date-range-filter';
import { DatePickerField } from './date-picker-field';
import { formatFieldDay } from './date-field-stand-in';
import { commonMessages } from './messages';
import { textsOf } from '../lib/i18n';
import { renderWithProviders } from '../test-utils';

/** A list screen in small: another filter beside the days, and what the days' change was told. */
function Screen({ range = { from: '2026-11-01', to: '2026-11-20' } }: { range?: { from?: string; to?: string } }) {
  const [status, setStatus] = useState('any');
  const [told, setTold] = useState('');
  return (
    <>
      <button type="button" onClick={() => setStatus('pending')}>
        Pending
      </button>
      <DateRangeFilter value={range} onChange={(range) => setTold(`${status} ${range.from ?? '-'} ${range.to ?? '-'}`)} />
      <output aria-label="told">{told}</output>
    </>
  );
}

/** A picker field's sections as one text (MUI X wraps them in invisible direction marks). */
const fieldText = (root: HTMLElement) => (root.querySelector('.MuiPickersSectionList-root')?.textContent ?? '').replace(/[\u2066-\u2069\u200e\u200f]/g, '');
const PICKER_FIELD = '.MuiPickersTextField-root';

describe('DateRangeFilter', () => {
  it('tells the screen’s latest handler of a change, though the fields do not render again with the screen', async () => {
    const { user } = renderWithProviders(<Screen />);
    await user.click(screen.getByRole('button', { name: 'Pending' }));
    const [clearFrom] = await screen.findAllByRole('button', { name: 'Clear' });
    await user.click(clearFrom);
    expect(screen.getByRole('status', { name: 'told' })).toHaveTextContent('pending - 2026-11-20');
  });

  it('draws no date picker until the admin turns to a field: the days show as the picker shows them', () => {
    const { container } = renderWithProviders(<Screen />);
    expect(container.querySelector(PICKER_FIELD)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('01 Nov 2026');
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveValue('20 Nov 2026');
    expect(screen.getByRole('button', { name: 'Choose date, selected date is 01 Nov 2026' })).toBeInTheDocument();
  });

  it('shows a day as the picker’s own field does', async () => {
    for (const day of ['2026-01-05', '2025-12-31', '2026-02-30']) {
      const { container, unmount } = renderWithProviders(<DatePickerField label="Day" value={day} onChange={() => undefined} />);
      const picker = await waitFor(() => container.querySelector<HTMLElement>(PICKER_FIELD)!);
      expect(formatFieldDay(day)).toBe(fieldText(picker));
      unmount();
    }
  });

  it('names the months as dayjs does, in both languages', () => {
    const { en, bn } = textsOf(commonMessages);
    const months = (locale: string) => Array.from({ length: 12 }, (_, month) => dayjs(new Date(2026, month, 1)).locale(locale).format('MMM'));
    expect(en.monthsShort.split('_')).toEqual(months('en'));
    expect(bn.monthsShort.split('_')).toEqual(months('bn'));
  });

  it('puts the picker in the field’s place when the focus comes to it, and the focus goes into the picker', async () => {
    const { user, container } = renderWithProviders(<Screen />);
    await user.click(screen.getByRole('button', { name: 'Pending' }));
    await user.tab();
    const picker = await waitFor(() => container.querySelector<HTMLElement>(PICKER_FIELD)!);
    await waitFor(() => expect(picker).toContainElement(document.activeElement as HTMLElement));
    expect(fieldText(picker)).toBe('01 Nov 2026');
  });

  it('opens the picker’s calendar from the stand-in’s calendar button, and a day chosen there is told', async () => {
    const { user } = renderWithProviders(<Screen range={{}} />);
    const [chooseFrom] = screen.getAllByRole('button', { name: 'Choose date' });
    await user.click(chooseFrom);
    const calendar = await screen.findByRole('grid');
    await user.click(within(calendar).getAllByRole('gridcell', { name: '15' })[0]);
    expect(screen.getByRole('status', { name: 'told' }).textContent).toMatch(/^any \d{4}-\d{2}-15 -$/);
  });
});
