import { formatDate, formatDateTime, getShopTimeZone, setShopTimeZone } from './dates';

/** Issue 7, point 5: the dashboard takes the shop's time zone from the server, not a hard-coded one. */
describe('dates in the shop time zone the server tells', () => {
  const instant = '2026-01-31T20:30:00Z';

  it('shows dates in the zone GET /admin/me names', () => {
    setShopTimeZone('Asia/Dhaka');
    expect(formatDateTime(instant)).toBe('01 Feb 2026, 02:30');
    setShopTimeZone('America/New_York');
    expect(getShopTimeZone()).toBe('America/New_York');
    expect(formatDateTime(instant)).toBe('31 Jan 2026, 15:30');
    expect(formatDate(instant)).toBe('31 Jan 2026');
  });

  it('keeps the zone in use when the server names one it does not know', () => {
    setShopTimeZone('Europe/London');
    setShopTimeZone('Not/AZone');
    expect(getShopTimeZone()).toBe('Europe/London');
    expect(formatDateTime(instant)).toBe('31 Jan 2026, 20:30');
  });
});
