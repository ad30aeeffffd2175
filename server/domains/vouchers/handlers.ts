import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { pageWindow } from '../../db/prepared-statements';
import { analyzeAfterBulkChange, collectAfterBulkWrite } from '../../db/statistics';
import { ok, pageOrWholeList, wholeListInWindows } from '../../http/envelope';
import { conflict, fieldError, notFound } from '../../http/errors';
import { say } from '../../http/messages';
import { handlers, withOptions } from '../../http/handler';
import { containsPattern, sortOf } from '../../http/list-query';
import { assertPackageAccess, assertVoucherAccess } from '../../auth/package-access';
import { codeLines } from './code-lines';
import { voucherStatisticHandlers } from './statistics';

/** Codes a paste inserts per statement (see addVouchers). */
const PASTE_BATCH = 10_000;

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

export const voucherHandlers = {
  ...voucherStatisticHandlers,
  ...handlers({
    getPackageVouchers: async ({ db, params, query, admin }) => {
      assertPackageAccess(admin, params.id);
      const pkg = await db
        .selectFrom('topup_packages as p')
        .leftJoin('topup_products as pr', (join) => join.onRef('pr.id', '=', 'p.product_id').on('pr.deleted_at', 'is', null))
        .leftJoin('voucher_stock as s', 's.package_id', 'p.id')
        .select(['p.id', 'p.name', 'pr.id as product_id', 'pr.name as product_name', 'pr.topup_type'])
        // Shown codes: the unused ones and the used ones not hidden, counted as they change (migration 0003).
        .select(sql<number>`coalesce(s.available + s.used_shown, 0)`.as('shown'))
        .where('p.id', '=', params.id)
        .where('p.deleted_at', 'is', null)
        .executeTakeFirst();
      if (!pkg) throw notFound('package');
      const { limit, offset, whole } = pageOrWholeList(query);
      const pattern = containsPattern(query.q);
      const filtered = pattern !== null || query.status !== undefined;
      // The order a code went to is looked up only where it is needed (a status filter, a row shown):
      // as a join, the whole list's ids probed the orders' index once per code (10,000 probes, half of
      // that statement's time), because a partial unique index does not let PostgreSQL drop the join.
      const orderOf = (eb: ExpressionBuilder<Database & { v: Database['vouchers'] }, 'v'>) => eb.selectFrom('orders as o').select('o.id').whereRef('o.voucher_id', '=', 'v.id');
      const shown = db
        .selectFrom('vouchers as v')
        .where('v.package_id', '=', params.id)
        .where('v.hidden_at', 'is', null)
        .$if(pattern !== null, (q) => q.where('v.data', 'ilike', pattern!))
        .$if(query.status === 'used', (q) => q.where((eb) => eb.or([eb('v.is_used', '=', 1), eb.exists(orderOf(eb))])))
        .$if(query.status === 'available', (q) => q.where('v.is_used', '=', 0).where((eb) => eb.not(eb.exists(orderOf(eb)))));
      // Codes are numbered in the order they were added: "created_at" sorts by that order (ties of a batch included).
      const { column, direction } = sortOf<'created_at' | 'data' | 'used_at'>(query.sort, '-created_at');
      const ordered = <Q extends typeof shown>(q: Q) =>
        q
          .$if(column === 'data', (w) => w.orderBy('v.data', direction))
          .$if(column === 'used_at', (w) => w.orderBy(sql`v.used_at ${sql.raw(direction)} nulls last`))
          .orderBy('v.id', column === 'created_at' ? direction : 'desc') as Q;
      const details = (q: typeof shown) => q.select((eb) => ['v.id', 'v.package_id', 'v.data', 'v.is_used', 'v.claim_by', orderOf(eb).as('order_id'), 'v.used_at', 'v.created_at']);
      // A page is one statement. The whole list (up to its cap) is its ordered ids in one statement,
      // then its rows by id a window at a time (wholeListInWindows): no statement holds the embedded
      // database long, so a health check or another admin's page is never queued behind a 10,000-row read.
      const vouchers = whole
        ? await wholeListInWindows(
            async () => (await sql<{ ids: number[] }>`select array(${ordered(shown.select('v.id')).limit(sql.lit(limit))}) as ids`.execute(db)).rows[0].ids,
            (ids) => details(shown.where('v.id', '=', sql<number>`any(${ids}::integer[])`)).execute(),
          )
        : await ordered(details(shown)).$call((q) => pageWindow(q, limit, offset)).execute();
      // The stock row counts the shown codes; a search or filter counts its matches.
      const total = filtered ? Number((await shown.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n) : pkg.shown;
      const product = pkg.product_id === null ? null : { id: pkg.product_id, name: pkg.product_name as string, topup_type: pkg.topup_type! };
      return ok({ product, package: { id: pkg.id, name: pkg.name }, vouchers, total });
    },

    /**
     * The lines read before the transaction opens, then one transaction; the codes inserted PASTE_BATCH at a time, each batch one INSERT from an array
     * parameter (no 65,535-parameter limit). Codes the package already has are filtered out in the
     * same statement: with adds to a package serialised by its row lock, that is exact and cheaper
     * than ON CONFLICT's speculative inserts; the unique (package_id, data) key stays the backstop
     * against any other writer.
     */
    addVouchers: withOptions({ transaction: 'manual' }, async ({ body, admin, transaction }) => {
      assertPackageAccess(admin, body.package_id);
      const { codes, blank, repeated } = codeLines(body.data);
      if (codes.length > 0 && codes.some((c) => c.includes('\u0000'))) throw fieldError('data', say('voucherCodeHasNul'));
      const answer = await transaction(async (db) => {
        // Locking the package row serialises concurrent adds to it (each sees the codes the one before
        // committed; no deadlock between batches sharing codes) without blocking orders' foreign keys.
        const pkg = await db
          .selectFrom('topup_packages as p')
          .innerJoin('topup_products as pr', 'pr.id', 'p.product_id')
          .select(['p.id', 'pr.topup_type'])
          .where('p.id', '=', body.package_id)
          .where('p.deleted_at', 'is', null)
          .forNoKeyUpdate('p')
          .executeTakeFirst();
        if (!pkg) throw notFound('package');
        if (pkg.topup_type === 'in_game') throw conflict(say('codesOnlyForVoucherPackages'));
        // In batches of PASTE_BATCH, one statement each, all in the request's one transaction: a
        // statement of 100,000 codes held its whole message, array and sort at once inside the embedded
        // database's heap, which never gives memory back. The codes of a paste are distinct (codeLines),
        // so only the codes the package held before it can repeat one: a package with none (read under
        // its row lock, so no other paste adds one meanwhile) takes the batches as they are; otherwise
        // each code is looked up in the package's index (LATERAL … LIMIT 1, which the planner cannot
        // turn into a join). As NOT EXISTS, a package the statistics call empty (new, or small when last
        // analyzed) was anti-joined against a copy of all its codes, compared with each code of the
        // batch: 10,000 codes against a package of 100,000 took 7 s, 100,000 in batches over a minute.
        const held = await db.selectFrom('vouchers').select('id').where('package_id', '=', pkg.id).limit(1).executeTakeFirst();
        const notHeld = held
          ? sql`left join lateral (select true as found from vouchers v where v.package_id = ${pkg.id} and v.data = batch.code limit 1) held on true
                where held.found is null`
          : sql``;
        let inserted = 0;
        for (let start = 0; start < codes.length; start += PASTE_BATCH) {
          const batch = codes.slice(start, start + PASTE_BATCH);
          const { rows } = await sql<{ inserted: number }>`
            with added as (
              insert into vouchers (package_id, data)
              select ${pkg.id}, batch.code from unnest(${batch}::text[]) with ordinality as batch(code, position)
              ${notHeld}
              order by batch.position
              returning 1
            )
            select count(*)::int as inserted from added`.execute(db);
          inserted += rows[0].inserted;
        }
        // A paste that changes the table by more than autovacuum's threshold leaves the planner's
        // statistics current before it answers: the package's list is read next, and the embedded
        // database has no autovacuum to notice (server/db/statistics.ts).
        await analyzeAfterBulkChange(db, 'vouchers', inserted);
        const duplicate = repeated + codes.length - inserted;
        return ok(
          { inserted, skipped_blank: blank, skipped_duplicate: duplicate },
          `${plural(inserted, 'voucher')} added; skipped ${plural(blank, 'blank line')} and ${plural(duplicate, 'duplicate')}.`,
        );
      });
      // Once committed: the paste's garbage collected now, not whenever V8 gets to it (collectAfterBulkWrite).
      collectAfterBulkWrite();
      return answer;
    }),

    /** A used voucher is proof of delivery: only unused ones (never handed to an order) can be deleted. */
    deleteVoucher: async ({ db, params, admin }) => {
      await assertVoucherAccess(db, admin, params.id);
      const deleted = await db
        .deleteFrom('vouchers')
        .where('id', '=', params.id)
        .where('is_used', '=', 0)
        .where((eb) => eb.not(eb.exists(eb.selectFrom('orders').select('id').whereRef('orders.voucher_id', '=', 'vouchers.id'))))
        .returning('id')
        .executeTakeFirst();
      if (deleted) return ok({ id: deleted.id }, 'Voucher deleted successfully');
      const exists = await db.selectFrom('vouchers').select('id').where('id', '=', params.id).executeTakeFirst();
      if (!exists) throw notFound('voucher');
      throw conflict(say('usedVoucherDelete'));
    },

    /** Hides used vouchers from the package lists; the rows stay (proof of delivery, sales figures). Locked in id order. */
    hideUsedVouchers: async ({ db }) => {
      const shown = db.selectFrom('vouchers').select('id').where('is_used', '=', 1).where('hidden_at', 'is', null).orderBy('id').forUpdate();
      const result = await db
        .updateTable('vouchers')
        .set({ hidden_at: sql`now()` })
        .where('id', 'in', shown)
        .where('hidden_at', 'is', null)
        .executeTakeFirst();
      const hidden = Number(result.numUpdatedRows);
      return ok({ hidden }, `${plural(hidden, 'used voucher')} hidden`);
    },
  }),
};
