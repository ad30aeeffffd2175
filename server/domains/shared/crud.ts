import { sql, type Insertable, type Kysely, type Selectable, type SelectQueryBuilder, type Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import type { PlainMessageKey } from '../../http/messages';
import { handlers, type BodyOf, type DataOf, type HandlerContext, type HandlerDefinition, type OperationId } from '../../http/handler';

type TableWithId = { [K in keyof Database]: Database[K] extends { id: unknown } ? K : never }[keyof Database];

interface CrudOperations {
  list?: OperationId;
  get?: OperationId;
  create?: OperationId;
  update?: OperationId;
  delete?: OperationId;
}

type ListItem<Id> = Id extends OperationId ? (DataOf<Id> extends (infer Item)[] ? Item : never) : never;
/** What one row looks like in answers: the get operation's data, else an item of the list's. */
type ItemOf<O extends CrudOperations> = O['get'] extends OperationId ? DataOf<O['get']> : ListItem<O['list']>;
type Body<Id> = Id extends OperationId ? BodyOf<Id> : never;
/** A definition for each operation the CrudSpec names (the map of every operation is checked in server/domains/index.ts). */
type CrudHandlers<O extends CrudOperations> = { [Id in Extract<O[keyof O], OperationId>]: HandlerDefinition<Id> };

/** What a view or a value builder may use besides the row or body: the request's context. */
export type CrudContext = HandlerContext<OperationId>;

/**
 * A catalogue resource's plain operations (list, get, create, update, delete) from one
 * description: most catalogue screens differ only in their table, fields and messages. Column
 * values are typed against the table; answers against the contract.
 */
export interface CrudSpec<T extends TableWithId, O extends CrudOperations, X extends object = object> {
  table: T;
  /** Shown in 'Banner not found' (a key: it translates). */
  label: PlainMessageKey;
  operations: O;
  /** How rows are read when answers show more than the table's columns (a product's lowest price). */
  select?: (db: Kysely<Database>) => SelectQueryBuilder<Database, T, Selectable<Database[T]> & X>;
  /** The row as answers show it (adds `*_full_url`); serialization drops anything the contract does not declare. */
  view: (row: Selectable<Database[T]> & X, ctx: CrudContext) => ItemOf<O>;
  /** The columns of a new row from a validated body (sanitise rich text here); runs in the create's transaction. */
  create?: (body: Body<O['create']>, trx: Kysely<Database>) => Insertable<Database[T]> | Promise<Insertable<Database[T]>>;
  /**
   * The columns an update writes (an omitted optional field is left out: it keeps its value);
   * runs in the update's transaction, before the one conditional UPDATE.
   */
  update?: (body: Body<O['update']>, trx: Kysely<Database>, id: number) => Updateable<Database[T]> | Promise<Updateable<Database[T]>>;
  /** After a successful update, in its transaction (e.g. unmapping packages when a product stops being a voucher). */
  afterUpdate?: (trx: Kysely<Database>, before: Selectable<Database[T]>, after: Selectable<Database[T]>) => Promise<void>;
  /** Soft delete keeps rows that history refers to (docs/business-rules.md#deleting). */
  softDelete?: boolean;
  /** Soft-deletes what goes with the row (a product's packages), in the delete's transaction. */
  cascadeSoftDelete?: (trx: Kysely<Database>, id: number) => Promise<void>;
  orderBy?: [string, 'asc' | 'desc'][];
  /** Success texts of the operations the resource has. */
  messages: { created?: string; updated?: string; deleted?: string };
}

export function crudHandlers<T extends TableWithId, O extends CrudOperations, X extends object = object>(spec: CrudSpec<T, O, X>): CrudHandlers<O> {
  // Kysely cannot type a table chosen at run time; the casts stay inside this helper, while the
  // spec's value builders and views are typed against the real table and the contract.
  const table = spec.table as 'banners';
  type Row = Selectable<Database[T]> & X;
  const live = (db: Kysely<Database>) => {
    const q = (spec.select ? spec.select(db) : db.selectFrom(spec.table).selectAll()) as unknown as SelectQueryBuilder<Database, 'banners', Row>;
    return spec.softDelete ? q.where('deleted_at' as 'id', 'is', null) : q;
  };
  /** The answer's row: what a write returned, or read again when answers show more than the table. */
  const answerRow = async (db: Kysely<Database>, written: { id: number }) =>
    spec.select ? ((await spec.select(db).where('id' as never, '=', written.id as never).executeTakeFirstOrThrow()) as unknown) : written;
  const notLive = spec.softDelete ? sql<boolean>`deleted_at is null` : sql<boolean>`true`;
  const view = (row: unknown, ctx: CrudContext) => spec.view(row as Row, ctx);
  const { operations: ops } = spec;
  const map: Record<string, (ctx: CrudContext) => Promise<unknown>> = {};

  if (ops.list) {
    map[ops.list] = async (ctx) => {
      let q = live(ctx.db);
      for (const [column, direction] of spec.orderBy ?? [['id', 'desc']]) q = q.orderBy(column as 'id', direction);
      const rows = await q.execute();
      return ok(rows.map((r) => view(r, ctx)));
    };
  }
  if (ops.get) {
    map[ops.get] = async (ctx) => {
      const id = (ctx.params as { id: number }).id;
      const row = await live(ctx.db).where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound(spec.label);
      return ok(view(row, ctx));
    };
  }
  if (ops.create && spec.create) {
    const create = spec.create;
    map[ops.create] = async (ctx) => {
      const values = await create(ctx.body as never, ctx.db);
      const row = await ctx.db.insertInto(table).values(values as never).returningAll().executeTakeFirstOrThrow();
      return ok(view(await answerRow(ctx.db, row), ctx), spec.messages.created);
    };
  }
  if (ops.update && spec.update) {
    const update = spec.update;
    map[ops.update] = async (ctx) => {
      const id = (ctx.params as { id: number }).id;
      const values = await update(ctx.body as never, ctx.db, id);
      const before = spec.afterUpdate ? await live(ctx.db).where('id', '=', id).forUpdate().executeTakeFirst() : undefined;
      // One conditional statement: an update racing a delete finds no live row and answers 404.
      const row = await ctx.db
        .updateTable(table)
        .set({ ...(values as object), updated_at: sql`now()` } as never)
        .where('id', '=', id)
        .where(notLive)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw notFound(spec.label);
      if (spec.afterUpdate && before) await spec.afterUpdate(ctx.db, before as unknown as Row, row as unknown as Row);
      return ok(view(await answerRow(ctx.db, row), ctx), spec.messages.updated);
    };
  }
  if (ops.delete) {
    map[ops.delete] = async (ctx) => {
      const id = (ctx.params as { id: number }).id;
      // The UPDATE's row lock waits for writes attaching rows to this one (requireLiveParent), so the cascade sees them all.
      const deleted = spec.softDelete
        ? await ctx.db.updateTable(table).set({ deleted_at: sql`now()` } as never).where('id', '=', id).where(notLive).returning('id').executeTakeFirst()
        : await ctx.db.deleteFrom(table).where('id', '=', id).returning('id').executeTakeFirst();
      if (!deleted) throw notFound(spec.label);
      await spec.cascadeSoftDelete?.(ctx.db, id);
      return ok({ id }, spec.messages.deleted);
    };
  }
  return handlers(map as never) as CrudHandlers<O>;
}

type SoftDeletedTable = { [K in TableWithId]: Database[K] extends { deleted_at: unknown } ? K : never }[TableWithId];

/**
 * A live parent row (a package's product), or 404 naming it. `lock` for a write that attaches
 * another row to it: the parent stays locked FOR SHARE until the write commits, so its soft delete
 * (an UPDATE) waits and then cascades over what was attached, and a write that waited for a delete
 * finds no live row and answers 404. An unlocked read let packages be added under a product whose
 * delete had already looked for its packages. FOR SHARE, not KEY SHARE with a FOR UPDATE in the
 * delete: orders' foreign-key checks (KEY SHARE) never wait for a delete. A read needs no lock.
 */
export async function requireLiveParent(db: Kysely<Database>, parent: SoftDeletedTable, id: number, label: PlainMessageKey, { lock }: { lock: boolean }): Promise<void> {
  const table = parent as 'topup_products';
  const query = db.selectFrom(table).select('id').where('id', '=', id).where('deleted_at', 'is', null);
  const row = await (lock ? query.forShare() : query).executeTakeFirst();
  if (!row) throw notFound(label);
}

/** An optional field of an update: omitted (undefined) stays out of the UPDATE and keeps its stored value. */
export const ifSent = <V, R>(value: V | undefined, map: (value: V) => R): R | undefined => (value === undefined ? undefined : map(value));
