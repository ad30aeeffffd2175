import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { handler, type HandlerMap } from '../../http/handler';

type TableWithId = { [K in keyof Database]: Database[K] extends { id: unknown } ? K : never }[keyof Database];

/**
 * A catalogue resource's five plain operations (list, get, create, update, delete) from one
 * description: most catalogue screens differ only in their table, fields and messages.
 */
export interface CrudSpec<Row, Body> {
  table: TableWithId;
  /** Shown in 'Banner not found'. */
  label: string;
  /** The row as responses show it (adds `*_full_url`, hides nothing secret by construction). */
  view: (row: Row, req: FastifyRequest) => unknown;
  /** The columns to write from a validated body (sanitise rich text here). */
  values: (body: Body, db: Kysely<Database>) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Soft delete keeps rows that history refers to (business-rules.md, Catalogue). */
  softDelete?: boolean;
  /** Soft-deletes what goes with the row (a product's packages), in the delete's transaction. */
  cascadeSoftDelete?: (trx: Kysely<Database>, id: number) => Promise<void>;
  orderBy?: [string, 'asc' | 'desc'][];
  /** Success texts of the operations the resource has. */
  messages: { created?: string; updated?: string; deleted?: string };
  operations: { list?: string; get?: string; create?: string; update?: string; delete?: string };
}

type IdParams = { id: number };

export function crudHandlers<Row, Body>(spec: CrudSpec<Row, Body>): HandlerMap {
  // Kysely cannot type a table chosen at run time; the casts stay inside this helper.
  const table = spec.table as 'banners';
  const live = (db: Kysely<Database>) => {
    const q = db.selectFrom(table).selectAll();
    return spec.softDelete ? q.where('deleted_at' as 'id', 'is', null) : q;
  };
  const find = async (db: Kysely<Database>, id: number) => {
    const row = await live(db).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(spec.label);
    return row as unknown as Row;
  };
  const map: HandlerMap = {};
  const { operations: ops } = spec;
  if (ops.list) {
    map[ops.list] = handler(async ({ db, req }) => {
      let q = live(db);
      for (const [column, direction] of spec.orderBy ?? [['id', 'desc']]) q = q.orderBy(column as 'id', direction);
      const rows = (await q.execute()) as unknown as Row[];
      return ok({ data: rows.map((r) => spec.view(r, req)) });
    });
  }
  if (ops.get) {
    map[ops.get] = handler<unknown, unknown, IdParams>(async ({ db, params, req }) => ok(spec.view(await find(db, params.id), req)));
  }
  if (ops.create) {
    map[ops.create] = handler<Body>(async ({ db, body, req }) => {
      const values = await spec.values(body, db);
      const row = await db.insertInto(table).values(values as never).returningAll().executeTakeFirstOrThrow();
      return ok(spec.view(row as unknown as Row, req), spec.messages.created);
    });
  }
  if (ops.update) {
    map[ops.update] = handler<Body, unknown, IdParams>(async ({ db, body, params, req }) => {
      await find(db, params.id);
      const values = await spec.values(body, db);
      const row = await db
        .updateTable(table)
        .set({ ...values, updated_at: new Date() } as never)
        .where('id', '=', params.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return ok(spec.view(row as unknown as Row, req), spec.messages.updated);
    });
  }
  if (ops.delete) {
    map[ops.delete] = handler<unknown, unknown, IdParams>(async ({ db, params }) => {
      await find(db, params.id);
      if (spec.softDelete) {
        await db.transaction().execute(async (trx) => {
          await trx.updateTable(table).set({ deleted_at: new Date() } as never).where('id', '=', params.id).execute();
          await spec.cascadeSoftDelete?.(trx, params.id);
        });
      } else {
        await db.deleteFrom(table).where('id', '=', params.id).execute();
      }
      return ok({ id: params.id }, spec.messages.deleted);
    });
  }
  return map;
}
