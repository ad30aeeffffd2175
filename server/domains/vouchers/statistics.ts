import { sql, type Kysely } from 'kysely';
import type { VoucherStatistic } from '../../contract-types';
import type { Database, TopupType } from '../../db/schema';
import { ok } from '../../http/envelope';
import { handler, type HandlerMap } from '../../http/handler';


/**
 * Per live package of the product type: unused codes, and codes used today and yesterday. Days
 * are the shop's (midnight to midnight in its time zone), computed in SQL so DST is handled.
 */
async function statisticsOf(db: Kysely<Database>, type: TopupType, timeZone: string): Promise<VoucherStatistic[]> {
  const { rows } = await sql<VoucherStatistic>`
    with day as (
      select (date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone}) as today,
             ((date_trunc('day', now() at time zone ${timeZone}) - interval '1 day') at time zone ${timeZone}) as yesterday
    ),
    counts as (
      select v.package_id,
             count(*) filter (where v.is_used = 0 and v.hidden_at is null) as available,
             count(*) filter (where v.is_used = 1 and v.used_at >= day.today and v.used_at < day.today + interval '1 day') as sold_today,
             count(*) filter (where v.is_used = 1 and v.used_at >= day.yesterday and v.used_at < day.today) as sold_yesterday
      from vouchers v cross join day
      where (v.is_used = 0 and v.hidden_at is null) or v.used_at >= day.yesterday
      group by v.package_id
    )
    select p.id as package_id, p.name as package_name, pr.id as product_id, pr.name as product_name,
           coalesce(c.available, 0)::int as available,
           coalesce(c.sold_today, 0)::int as sold_today,
           coalesce(c.sold_yesterday, 0)::int as sold_yesterday
    from topup_packages p
    join topup_products pr on pr.id = p.product_id
    left join counts c on c.package_id = p.id
    where pr.topup_type = ${type} and pr.deleted_at is null and p.deleted_at is null
    order by pr.sort_order, pr.id, p.id`.execute(db);
  return rows;
}

export const voucherStatisticHandlers: HandlerMap = {
  getVoucherStatistics: handler(async ({ db, config }) => ok({ data: await statisticsOf(db, 'voucher', config.shopTimezone) })),
  getIdCodeStatistics: handler(async ({ db, config }) => ok({ data: await statisticsOf(db, 'id_code', config.shopTimezone) })),
};
