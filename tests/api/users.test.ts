import { CompiledQuery, sql } from 'kysely';
import { matchingCustomers } from '../../server/domains/users/customer-list';
import { verifyPassword } from '../../server/auth/passwords';
import { createOrder, createTopupPackage } from '../support/fixtures';
import { apiClient, describeOnEachDatabase } from '../support/test-server';

let n = 0;

describeOnEachDatabase('customers', (server) => {
  let api: ReturnType<typeof apiClient>;
  const db = () => server().db;
  beforeAll(async () => {
    api = apiClient(server().app, await server().login());
  });
  const customer = async (values: { username?: string; phone?: string | null; email?: string | null; wallet?: number; created_at?: Date } = {}) => {
    n += 1;
    return db()
      .insertInto('customers')
      .values({ username: `cust${n}`, phone: `01900${String(n).padStart(6, '0')}`, email: `cust${n}@mail.test`, password_hash: 'customer-secret-hash', ...values })
      .returning('id')
      .executeTakeFirstOrThrow();
  };

  it('listUsers: paged as data.data with data.user_count, newest first, searchable by username, phone and email, sortable', async () => {
    const tag = `srch${Date.now() % 100000}`;
    const old = await customer({ username: `${tag}old`, created_at: new Date(Date.now() - 86_400_000), wallet: 500 });
    const fresh = await customer({ username: `${tag}new`, wallet: 20 });
    const byPhone = await customer({ phone: `017${tag.slice(4)}99`, wallet: 1 });
    const byEmail = await customer({ email: `${tag.toUpperCase()}@MAIL.TEST` });
    const res = await api.get(`/admin/users?q=${tag}`);
    expect(res.status).toBe(200);
    expect(res.body.data.user_count).toBe(3);
    expect(res.body.data.data.map((c: { id: number }) => c.id)).toEqual([byEmail.id, fresh.id, old.id]);
    const phone = await api.get(`/admin/users?q=017${tag.slice(4)}99`);
    expect(phone.body.data.data.map((c: { id: number }) => c.id)).toEqual([byPhone.id]);
    const byWallet = await api.get(`/admin/users?q=${tag}&sort=-wallet`);
    expect(byWallet.body.data.data[0].id).toBe(old.id);
    const paged = await api.get(`/admin/users?q=${tag}&limit=2&page=2`);
    expect(paged.body.data.data.map((c: { id: number }) => c.id)).toEqual([old.id]);
    expect(paged.body.data.user_count).toBe(3);
    expect(JSON.stringify(res.body)).not.toMatch(/password|customer-secret-hash/);
  });

  it('listUsers: a search finds a phone, username or email by a fragment from its middle, any case; %, _ and a space are text', async () => {
    const tag = `mid${Date.now() % 100000}`;
    const byPhone = await customer({ username: `${tag}a`, phone: '01987654321' });
    const byEmail = await customer({ username: `${tag}b`, email: `Rahim.${tag}@Mail.Test` });
    const spaced = await customer({ username: `${tag} with space`, phone: '01555000111' });
    const ids = async (q: string) => (await api.get(`/admin/users?q=${encodeURIComponent(q)}`)).body.data.data.map((c: { id: number }) => c.id);
    expect(await ids('8765432')).toEqual([byPhone.id]);
    // The index is asked for the last digits only (probeOf): the rest of the number still decides.
    const sameEnd = await customer({ username: `${tag}c`, phone: '+8801555654321' });
    expect(await ids('01987654321')).toEqual([byPhone.id]);
    expect(await ids('01555654321')).toEqual([sameEnd.id]);
    expect(await ids(`${tag}c`)).toEqual([sameEnd.id]);
    expect(await ids(`HIM.${tag.toUpperCase()}@mA`)).toEqual([byEmail.id]);
    expect(await ids(`${tag} with`)).toEqual([spaced.id]);
    // Username, phone and email are each searched on its own: nothing matches across them.
    expect(await ids(`${tag}a 0198`)).toEqual([]);
    expect(await ids(`space 01555`)).toEqual([]);
    expect(await ids(`${tag}%b`)).toEqual([]);
    expect(await ids(`${tag}_`)).toEqual([]);
    await db().updateTable('customers').set({ deleted_at: new Date() }).where('id', '=', byPhone.id).execute();
    expect(await ids('8765432')).toEqual([]);
  });

  it('listUsers: a search reads the trigram index of username, phone and email (migration 0024), not every customer', async () => {
    // Enough customers that reading them all is dearer than the index; analyzed, as autovacuum would.
    await sql`insert into customers (username, phone, email)
      select 'bulk' || g, '01' || lpad((g * 7919 % 1000000000)::text, 9, '0'), case when g % 2 = 0 then 'bulk' || g || '@mail.test' end
      from generate_series(1, 20000) g`.execute(db());
    try {
      await sql`analyze customers`.execute(db());
      const query = matchingCustomers(db(), '7919123').select('c.id').compile();
      const plan = (await db().executeQuery(CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]))).rows;
      expect(JSON.stringify(plan)).toContain('customers_live_search_idx');
    } finally {
      await db().deleteFrom('customers').where('username', 'like', 'bulk%').execute();
    }
  });

  it('listUsers: the unsearched total is the kept count of live customers, after creates, soft and hard deletes and a rolled-back create', async () => {
    const live = async () => Number((await db().selectFrom('customers').select((eb) => eb.fn.countAll<number>().as('n')).where('deleted_at', 'is', null).executeTakeFirstOrThrow()).n);
    const total = async () => (await api.get('/admin/users?limit=5')).body.data.user_count;
    const a = await customer();
    const b = await customer();
    await customer();
    expect(await total()).toBe(await live());
    expect((await api.post(`/admin/user/delete/${a.id}`)).status).toBe(200);
    expect(await total()).toBe(await live());
    await db().deleteFrom('customers').where('id', '=', b.id).execute();
    await db()
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('customers').values({ username: 'rolled-back' }).execute();
        throw new Error('undo');
      })
      .catch(() => undefined);
    expect(await total()).toBe(await live());
    // A page past the end still says the total.
    expect((await api.get('/admin/users?limit=100&page=1000')).body.data).toEqual({ data: [], user_count: await live() });
  });

  it('listUsers: pages by wallet and by username follow one order (id breaks ties) and never show a customer twice', async () => {
    for (let i = 0; i < 12; i += 1) await customer({ wallet: 40 + (i % 3) * 10, username: `same${i % 2}` });
    for (const [sort, column] of [
      ['-wallet', 'wallet'],
      ['wallet', 'wallet'],
      ['-username', 'username'],
    ] as const) {
      const desc = sort.startsWith('-');
      const expected = (
        await db()
          .selectFrom('customers')
          .select('id')
          .where('deleted_at', 'is', null)
          .orderBy(column, desc ? 'desc' : 'asc')
          .orderBy('id', desc ? 'desc' : 'asc')
          .execute()
      ).map((c) => c.id);
      const seen: number[] = [];
      for (let page = 1; (page - 1) * 5 < expected.length; page += 1) {
        const res = await api.get(`/admin/users?sort=${sort}&limit=5&page=${page}`);
        expect(res.body.data.user_count).toBe(expected.length);
        seen.push(...res.body.data.data.map((c: { id: number }) => c.id));
      }
      expect(seen).toEqual(expected);
    }
  });

  it('getUser: the customer without secrets; 404 for an unknown one', async () => {
    const c = await customer({ wallet: 12.5 });
    const res = await api.get(`/admin/user/${c.id}`);
    expect(res.body.data).toMatchObject({ id: c.id, wallet: '12.50' });
    expect(JSON.stringify(res.body)).not.toMatch(/password|customer-secret-hash/);
    expect((await api.get('/admin/user/99999999')).status).toBe(404);
  });

  it('updateUser: changes only what is sent; a wallet change is in the history with the admin, old and new balance and why, in the same transaction', async () => {
    const c = await customer({ wallet: 100, phone: '01711111111' });
    const res = await api.post(`/admin/user/update/${c.id}`, { wallet: '250.75', wallet_was: '100.00', city: 'Khulna', note: 'Refund of a failed card' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('User updated successfully');
    expect(res.body.data).toMatchObject({ wallet: '250.75', city: 'Khulna', phone: '01711111111' });
    const history = await api.get(`/admin/user/${c.id}/wallet-history`);
    const me = (await api.get('/admin/me')).body.data.user;
    expect(history.body.total).toBe(1);
    expect(history.body.data[0]).toMatchObject({
      reason: 'admin_adjustment',
      old_balance: '100.00',
      new_balance: '250.75',
      change: '150.75',
      note: 'Refund of a failed card',
      admin: { id: me.id, first_name: me.first_name, last_name: me.last_name },
    });
    const same = await api.post(`/admin/user/update/${c.id}`, { wallet: 250.75, zip_code: '9100' });
    expect(same.status).toBe(200);
    expect((await api.get(`/admin/user/${c.id}/wallet-history`)).body.total).toBe(1);
    const down = await api.post(`/admin/user/update/${c.id}`, { wallet: 0, wallet_was: 250.75 });
    expect((await api.get(`/admin/user/${c.id}/wallet-history`)).body.data[0]).toMatchObject({ change: '-250.75', note: null });
    expect(down.body.data.wallet).toBe('0.00');
  });

  it('updateUser: a failure after the wallet moved undoes the move and its history row', async () => {
    const c = await customer({ wallet: 10 });
    await sql`create function refuse_customer_city() returns trigger language plpgsql as $$
      begin if new.city = 'Nowhere' then raise exception 'refused'; end if; return new; end $$`.execute(db());
    await sql`create trigger refuse_customer_city before update on customers for each row execute function refuse_customer_city()`.execute(db());
    try {
      const res = await api.post(`/admin/user/update/${c.id}`, { wallet: 99, wallet_was: 10, city: 'Nowhere' });
      expect(res.status).toBe(500);
    } finally {
      await sql`drop trigger refuse_customer_city on customers; drop function refuse_customer_city()`.execute(db());
    }
    expect((await api.get(`/admin/user/${c.id}`)).body.data.wallet).toBe('10.00');
    expect((await api.get(`/admin/user/${c.id}/wallet-history`)).body.total).toBe(0);
  });

  it('updateUser: a new password is stored hashed; empty leaves it; bad values are a 400 that changes nothing', async () => {
    const c = await customer();
    expect((await api.post(`/admin/user/update/${c.id}`, { password: 'new-customer-pass' })).status).toBe(200);
    const row = await db().selectFrom('customers').select('password_hash').where('id', '=', c.id).executeTakeFirstOrThrow();
    expect(await verifyPassword(row.password_hash!, 'new-customer-pass')).toBe(true);
    await api.post(`/admin/user/update/${c.id}`, { password: '' });
    const kept = await db().selectFrom('customers').select('password_hash').where('id', '=', c.id).executeTakeFirstOrThrow();
    expect(kept.password_hash).toBe(row.password_hash);
    for (const body of [{ wallet: -1 }, { wallet: '10.005' }, { wallet: 1, wallet_was: '0.001' }, { password: 'short' }, { phone: 'abc' }, { is_banned: 1 }]) {
      expect((await api.post(`/admin/user/update/${c.id}`, body)).status).toBe(400);
    }
    expect((await api.post('/admin/user/update/99999999', { city: 'x' })).status).toBe(404);
  });

  it('deleteUser: soft; the customer leaves the list, their orders and transactions stay', async () => {
    const { productId, packageId } = await createTopupPackage(db(), 'in_game');
    const order = await createOrder(db(), productId, packageId);
    const res = await api.post(`/admin/user/delete/${order.customer_id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('User deleted successfully');
    expect((await api.get(`/admin/user/${order.customer_id}`)).status).toBe(404);
    expect((await api.post(`/admin/user/delete/${order.customer_id}`)).status).toBe(404);
    expect((await api.post(`/admin/user/update/${order.customer_id}`, { wallet: 5 })).status).toBe(404);
    expect(await db().selectFrom('orders').select('id').where('id', '=', order.id).executeTakeFirst()).toBeDefined();
    expect(await db().selectFrom('customers').select('id').where('id', '=', order.customer_id).executeTakeFirst()).toBeDefined();
  });

  it('the customer page: recent orders (no in-game password or security code) and wallet-adds, newest first, paged', async () => {
    const { productId, packageId } = await createTopupPackage(db(), 'in_game');
    const first = await createOrder(db(), productId, packageId);
    await db().updateTable('orders').set({ ingamepassword: 'hunter2-secret', securitycode: '9999-secret', created_at: new Date(Date.now() - 60_000) }).where('id', '=', first.id).execute();
    const second = await db()
      .insertInto('orders')
      .values({ customer_id: first.customer_id, product_id: productId, package_id: packageId, name: 'Second', amount: 55, status: 'completed' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const method = await db().insertInto('payment_methods').values({ name: 'bKash', status: '1' }).returning('id').executeTakeFirstOrThrow();
    await db()
      .insertInto('transactions')
      .values([
        { customer_id: first.customer_id, payment_method_id: method.id, amount: 300, status: 'completed', created_at: new Date(Date.now() - 60_000) },
        { customer_id: first.customer_id, amount: 40 },
      ])
      .execute();
    const orders = await api.get(`/admin/user/${first.customer_id}/orders?limit=1`);
    expect(orders.body.total).toBe(2);
    expect(orders.body.data).toEqual([expect.objectContaining({ id: second.id, amount: '55.00', status: 'completed', product_name: expect.any(String) })]);
    const all = await api.get(`/admin/user/${first.customer_id}/orders`);
    expect(JSON.stringify(all.body)).not.toMatch(/hunter2|9999-secret|ingamepassword|securitycode/);
    const adds = await api.get(`/admin/user/${first.customer_id}/wallet-adds`);
    expect(adds.body.total).toBe(2);
    expect(adds.body.data.map((t: { amount: string }) => t.amount)).toEqual(['40.00', '300.00']);
    expect(adds.body.data[1].payment_method).toBe('bKash');
    expect((await api.get('/admin/user/99999999/orders')).status).toBe(404);
  });

  it('the wallet history shows credits and refunds by the system with what they came from', async () => {
    const { productId, packageId } = await createTopupPackage(db(), 'in_game');
    const order = await createOrder(db(), productId, packageId, 'cancel');
    await db()
      .insertInto('wallet_changes')
      .values({ customer_id: order.customer_id, admin_id: null, old_balance: 0, new_balance: 100, reason: 'order_refund', order_id: order.id })
      .execute();
    const res = await api.get(`/admin/user/${order.customer_id}/wallet-history`);
    expect(res.body.data[0]).toMatchObject({ reason: 'order_refund', order_id: order.id, admin: null, change: '100.00', transaction_id: null });
  });
});
