import { sql, type RawBuilder } from 'kysely';

/**
 * The shop's days and months (SHOP_TIMEZONE), as timestamptz bounds computed in SQL: local
 * midnight plus whole days, converted back to an instant, so a DST change is handled by the
 * database. "Today" is [shopDay(tz, 0), shopDay(tz, 1)).
 */
export const shopDay = (timeZone: string, offsetDays = 0): RawBuilder<string> =>
  sql<string>`((date_trunc('day', now() at time zone ${timeZone}) + ${offsetDays}::int * interval '1 day') at time zone ${timeZone})`;

export const shopMonth = (timeZone: string, offsetMonths = 0): RawBuilder<string> =>
  sql<string>`((date_trunc('month', now() at time zone ${timeZone}) + ${offsetMonths}::int * interval '1 month') at time zone ${timeZone})`;

/** The instant a calendar date (`YYYY-MM-DD`) of the shop begins. */
export const shopDateStart = (timeZone: string, date: string, offsetDays = 0): RawBuilder<string> =>
  sql<string>`((${date}::date + ${offsetDays}::int)::timestamp at time zone ${timeZone})`;
