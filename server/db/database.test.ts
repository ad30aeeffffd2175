import { isoTimestamp } from './database';

describe('isoTimestamp: PostgreSQL timestamptz text as the contract’s ISO-8601', () => {
  it.each([
    ['2026-11-29 19:52:00.123456+00', '2026-11-29T19:52:00.123456+00:00'],
    ['2026-11-29 19:52:00+00', '2026-11-29T19:52:00+00:00'],
    ['2026-11-29 19:52:00.5-05', '2026-11-29T19:52:00.5-05:00'],
    // Already hours and minutes, or no offset to complete: left as they are.
    ['2026-11-29 19:52:00+05:30', '2026-11-29T19:52:00+05:30'],
    ['infinity', 'infinity'],
    ['-infinity', '-infinity'],
  ])('%s → %s', (text, iso) => {
    expect(isoTimestamp(text)).toBe(iso);
  });
});
