import { sql, type Kysely } from 'kysely';
import type { VoucherStatistic } from '../../../openapi/generated/contract';
import type { Database, TopupType } from '../../db/schema';
import { ok } from '../../http/envelope';
import { handlers } from '../../http/handler';
import { visiblePackageIds } from '../../auth/package-access';

/**
 * Per live package of the product type: unused codes (kept per package as codes come and go, so
 * never counted here) and codes used today and yesterday. Days are the shop's (midnight to
 * midnight in its time zone), computed in SQL so DST is handled; only two days of used codes are
 * read, through the (package_id, used_at) index.
 */
async function statisticsOf(db: Kysely<Database>, type: TopupType, timeZone: string, packages: readonly number[] | null): Promise<VoucherStatistic[]> {
  // A sub-admin sees the packages they hold permission for (package-access.ts); null is all.
  const visible = packages === null ? sql<boolean>`true` : sql<boolean>`p.id = any(${packages}::int[])`;
  const { rows } = await sql<Omit<VoucherStatistic, 'name' | 'voucher_count' | 'today_sell' | 'yesterday_sell'>>`
    with day as (
      select (date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone}) as today,
             ((date_trunc('day', now() at time zone ${timeZone}) - interval '1 day') at time zone ${timeZone}) as yesterday
    )
    select p.id as package_id, p.name as package_name, pr.id as product_id, pr.name as product_name, p.price,
           coalesce(s.available, 0) as available,
           coalesce(sold.today, 0)::int as sold_today,
           coalesce(sold.yesterday, 0)::int as sold_yesterday
    from topup_packages p
    join topup_products pr on pr.id = p.product_id
    cross join day
    left join voucher_stock s on s.package_id = p.id
    left join lateral (
      select count(*) filter (where v.used_at >= day.today) as today,
             count(*) filter (where v.used_at < day.today) as yesterday
      from vouchers v
      where v.package_id = p.id and v.is_used = 1 and v.used_at >= day.yesterday and v.used_at < day.today + interval '1 day'
    ) sold on true
    where pr.topup_type = ${type} and pr.deleted_at is null and p.deleted_at is null and ${visible}
    order by pr.sort_order, pr.id, p.sort_order, p.id`.execute(db);
  // The existing dashboard's names beside ours.
  return rows.map((r) => ({ ...r, name: r.package_name, voucher_count: r.available, today_sell: r.sold_today, yesterday_sell: r.sold_yesterday }));
}

export const voucherStatisticHandlers = handlers({
  getVoucherStatistics: async ({ db, config, admin }) => ok(await statisticsOf(db, 'voucher', config.shopTimezone, visiblePackageIds(admin))),
  getIdCodeStatistics: async ({ db, config, admin }) => ok(await statisticsOf(db, 'id_code', config.shopTimezone, visiblePackageIds(admin))),
});
