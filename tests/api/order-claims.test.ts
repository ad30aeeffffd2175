import type { AddressInfo } from 'node:net';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { releaseIdleClaims } from '../../server/domains/orders/claims';
import { openEventStream } from '../support/event-stream';
import { createCustomer, createCustomerOrder, createSubAdmin, createTopupPackage, grantOperations } from '../support/fixtures';
import { apiClient, describeOnEachDatabase, type TestServer } from '../support/test-server';

/** The suite runs with a claim going idle after 5 minutes (the default is 15). */
const IDLE_MINUTES = 5;

const ORDER_WORK = ['listMyPackageOrders', 'updateOrderStatus', 'completeSelectedOrders', 'claimOrder', 'releaseOrderClaim', 'takeNextOrder'];

/** A sub-admin named as given, handling `packages` with the order screen's operations, signed in. */
async function orderAdmin(server: TestServer, packages: number[], name = { first: 'Sub', last: 'Admin' }) {
  const db = server.db;
  const sub = await createSubAdmin(db);
  await db.updateTable('admins').set({ first_name: name.first, last_name: name.last }).where('id', '=', sub.id).execute();
  await grantOperations(db, sub.id, ORDER_WORK);
  if (packages.length) await db.insertInto('admin_package_permissions').values(packages.map((package_id) => ({ admin_id: sub.id, package_id }))).execute();
  return { id: sub.id, api: apiClient(server.app, await server.login(sub.email, sub.password)) };
}

const orderRow = (db: Kysely<Database>, id: number) =>
  db.selectFrom('orders').select(['status', 'claimed_by', 'claimed_at', 'completed_by']).where('id', '=', id).executeTakeFirstOrThrow();

/** Moves a claim's time back, as if it had been taken `minutes` ago. */
const claimedAgo = (db: Kysely<Database>, id: number, minutes: number) =>
  db.updateTable('orders').set({ claimed_at: sql`now() - make_interval(mins => ${minutes})` }).where('id', '=', id).execute();

const lapseRecords = (db: Kysely<Database>, id: number) =>
  db.selectFrom('audit_log').select(['admin_id', 'method', 'status_code']).where('operation_id', '=', 'releaseOrderClaim').where('target', '=', `id=${id}`).where('method', '=', 'SYSTEM').execute();

/**
 * Order claims (docs/order-claims.md): an admin takes a pending top-up order and holds it while it
 * is in progress; nobody else may take, complete or cancel it (a super admin may still complete or
 * cancel), and a claim idle for CLAIM_IDLE_MINUTES is free again and returned to pending.
 */
describeOnEachDatabase(
  'order claims',
  (server) => {
    let db: Kysely<Database>;
    let superApi: ReturnType<typeof apiClient>;
    let pkg: { productId: number; packageId: number };
    let rahim: Awaited<ReturnType<typeof orderAdmin>>;
    let karim: Awaited<ReturnType<typeof orderAdmin>>;
    const newOrder = async (values: { created_at?: Date } = {}) => createCustomerOrder(db, (await createCustomer(db, 0)).id, pkg.productId, pkg.packageId, values);

    beforeAll(async () => {
      db = server().db;
      superApi = apiClient(server().app, await server().login());
      pkg = await createTopupPackage(db, 'in_game');
      rahim = await orderAdmin(server(), [pkg.packageId], { first: 'Rahim', last: 'Uddin' });
      karim = await orderAdmin(server(), [pkg.packageId], { first: 'Karim', last: 'Ahmed' });
    });

    it('CLAIM_IDLE_MINUTES is read from the environment', () => {
      expect(server().config.claimIdleMinutes).toBe(IDLE_MINUTES);
    });

    it('taking a pending order makes it in progress, owned by the admin with the time, and every admin sees who has it', async () => {
      const order = await newOrder();
      const taken = await rahim.api.post(`/admin/order/claim/${order.id}`);
      expect(taken.status).toBe(200);
      expect(taken.body.data).toMatchObject({ id: order.id, status: 'in_progress', claimed_by: rahim.id, claimed_by_name: 'Rahim Uddin', claimed_at: expect.any(String) });
      const seenByKarim = (await karim.api.get(`/admin/orders/admin-order?order_id=${order.id}`)).body.data.orders[0];
      expect(seenByKarim).toMatchObject({ status: 'in_progress', claimed_by: rahim.id, claimed_by_name: 'Rahim Uddin' });
      const seenBySuper = (await superApi.get(`/admin/orders?order_id=${order.id}`)).body.data.orders[0];
      expect(seenBySuper.claimed_at).toBe(taken.body.data.claimed_at);
      const audit = await db.selectFrom('audit_log').select(['admin_id', 'target', 'status_code']).where('operation_id', '=', 'claimOrder').where('target', '=', `id=${order.id}`).execute();
      expect(audit).toEqual([{ admin_id: rahim.id, target: `id=${order.id}`, status_code: 200 }]);
    });

    it('a second take answers 409 naming the owner, super admins included; the owner taking it again renews the time', async () => {
      const order = await newOrder();
      await rahim.api.post(`/admin/order/claim/${order.id}`);
      await claimedAgo(db, order.id, 3);
      const refused = await karim.api.post(`/admin/order/claim/${order.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        success: false,
        message: 'Taken by Rahim Uddin 3 minutes ago.',
        claim: { order_id: order.id, claimed_by: rahim.id, claimed_by_name: 'Rahim Uddin', claimed_at: expect.any(String) },
      });
      expect((await superApi.post(`/admin/order/claim/${order.id}`)).body.message).toBe('Taken by Rahim Uddin 3 minutes ago.');
      const before = await orderRow(db, order.id);
      const renewed = await rahim.api.post(`/admin/order/claim/${order.id}`);
      expect(renewed.status).toBe(200);
      expect(new Date(renewed.body.data.claimed_at).getTime()).toBeGreaterThan(new Date(before.claimed_at!).getTime());
      expect((await karim.api.post(`/admin/order/claim/${order.id}`)).body.message).toBe('Taken by Rahim Uddin just now.');
    });

    it('completed and cancelled orders cannot be taken (409); unknown ones 404; other packages 403', async () => {
      const done = await newOrder();
      await superApi.post(`/admin/order/update-order-status/${done.id}`, { status: 'completed' });
      expect((await rahim.api.post(`/admin/order/claim/${done.id}`)).status).toBe(409);
      expect((await rahim.api.post('/admin/order/claim/99999999')).status).toBe(404);
      const elsewhere = await createTopupPackage(db, 'in_game');
      const theirs = await createCustomerOrder(db, (await createCustomer(db, 0)).id, elsewhere.productId, elsewhere.packageId);
      expect((await rahim.api.post(`/admin/order/claim/${theirs.id}`)).status).toBe(403);
      expect((await orderRow(db, theirs.id)).status).toBe('pending');
    });

    it('only the owner or a super admin releases a claim: back to pending, held by nobody', async () => {
      const order = await newOrder();
      await rahim.api.post(`/admin/order/claim/${order.id}`);
      const refused = await karim.api.post(`/admin/order/release/${order.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('Taken by Rahim Uddin just now.');
      const released = await rahim.api.post(`/admin/order/release/${order.id}`);
      expect(released.status).toBe(200);
      expect(released.body.data).toMatchObject({ status: 'pending', claimed_by: null, claimed_by_name: null, claimed_at: null });
      // Releasing what nobody holds changes nothing.
      expect((await karim.api.post(`/admin/order/release/${order.id}`)).body.data).toMatchObject({ status: 'pending', claimed_by: null });
      await karim.api.post(`/admin/order/claim/${order.id}`);
      expect((await superApi.post(`/admin/order/release/${order.id}`)).body.data).toMatchObject({ status: 'pending', claimed_by: null });
    });

    it('the owner completes or cancels their order; another admin gets 409 naming them and nothing changes; a super admin may', async () => {
      const customer = await createCustomer(db, 0);
      const [mine, held, byOwner] = [
        await createCustomerOrder(db, customer.id, pkg.productId, pkg.packageId, { amount: 40 }),
        await createCustomerOrder(db, customer.id, pkg.productId, pkg.packageId, { amount: 50 }),
        await createCustomerOrder(db, customer.id, pkg.productId, pkg.packageId, { amount: 60 }),
      ];
      for (const order of [mine, held, byOwner]) await rahim.api.post(`/admin/order/claim/${order.id}`);

      for (const status of ['cancel', 'completed', 'pending', 'in_progress']) {
        const refused = await karim.api.post(`/admin/order/update-order-status/${held.id}`, { status });
        expect({ status, answer: refused.status, message: refused.body.message }).toEqual({ status, answer: 409, message: 'Taken by Rahim Uddin just now.' });
      }
      const wallet = async () => (await db.selectFrom('customers').select('wallet').where('id', '=', customer.id).executeTakeFirstOrThrow()).wallet;
      expect(await wallet()).toBe('0.00');
      expect(await orderRow(db, held.id)).toMatchObject({ status: 'in_progress', claimed_by: rahim.id, completed_by: null });

      const completed = await rahim.api.post(`/admin/order/update-order-status/${mine.id}`, { status: 'completed' });
      expect(completed.body.data).toMatchObject({ status: 'completed', completed_by: rahim.id, claimed_by: null, claimed_at: null });
      const cancelled = await rahim.api.post(`/admin/order/update-order-status/${byOwner.id}`, { status: 'cancel' });
      expect(cancelled.body.data).toMatchObject({ status: 'cancel', claimed_by: null });
      expect(await wallet()).toBe('60.00');

      const bySuper = await superApi.post(`/admin/order/update-order-status/${held.id}`, { status: 'cancel', order_note: 'Customer asked.' });
      expect(bySuper.status).toBe(200);
      expect(bySuper.body.data).toMatchObject({ status: 'cancel', claimed_by: null, order_note: 'Customer asked.' });
      expect(await wallet()).toBe('110.00');
    });

    it('Complete All by another admin fails whole (409 naming the order and its owner); by the owner or a super admin it completes', async () => {
      const free = await newOrder();
      const held = await newOrder();
      await rahim.api.post(`/admin/order/claim/${held.id}`);
      const refused = await karim.api.post('/admin/order/complete-selected-all', { ordersId: [free.id, held.id] });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ message: `Order #${held.id} is taken by Rahim Uddin just now.`, claim: { order_id: held.id, claimed_by: rahim.id } });
      expect((await orderRow(db, free.id)).status).toBe('pending');
      expect((await rahim.api.post('/admin/order/complete-selected-all', { ordersId: [free.id, held.id] })).body.data).toEqual({ completed: 2, skipped: 0 });
      expect(await orderRow(db, held.id)).toMatchObject({ status: 'completed', claimed_by: null, completed_by: rahim.id });

      const another = await newOrder();
      await rahim.api.post(`/admin/order/claim/${another.id}`);
      expect((await superApi.post('/admin/order/complete-selected-all', { ordersId: [another.id] })).body.data).toEqual({ completed: 1, skipped: 0 });
    });

    it('an order nobody holds keeps the behaviour of before: any admin of its package completes it, in progress by the status takes it', async () => {
      const order = await newOrder();
      const started = await karim.api.post(`/admin/order/update-order-status/${order.id}`, { status: 'in_progress' });
      expect(started.body.data).toMatchObject({ status: 'in_progress', claimed_by: karim.id, claimed_by_name: 'Karim Ahmed' });
      expect((await rahim.api.post(`/admin/order/claim/${order.id}`)).status).toBe(409);
      const other = await newOrder();
      expect((await rahim.api.post(`/admin/order/update-order-status/${other.id}`, { status: 'completed' })).status).toBe(200);
      // An in-progress order from before claims (nobody holds it) is anyone's to take.
      const legacy = await createCustomerOrder(db, (await createCustomer(db, 0)).id, pkg.productId, pkg.packageId, { status: 'in_progress' });
      expect((await rahim.api.post(`/admin/order/claim/${legacy.id}`)).body.data).toMatchObject({ status: 'in_progress', claimed_by: rahim.id });
    });

    it(`a claim idle for CLAIM_IDLE_MINUTES (${IDLE_MINUTES} here) is free to take and to complete, its lapse recorded by the system`, async () => {
      const order = await newOrder();
      await rahim.api.post(`/admin/order/claim/${order.id}`);
      await claimedAgo(db, order.id, IDLE_MINUTES - 1);
      expect((await karim.api.post(`/admin/order/claim/${order.id}`)).status).toBe(409);
      await claimedAgo(db, order.id, IDLE_MINUTES + 1);
      const taken = await karim.api.post(`/admin/order/claim/${order.id}`);
      expect(taken.status).toBe(200);
      expect(taken.body.data).toMatchObject({ claimed_by: karim.id, claimed_by_name: 'Karim Ahmed' });
      expect(await lapseRecords(db, order.id)).toEqual([{ admin_id: null, method: 'SYSTEM', status_code: 200 }]);

      const another = await newOrder();
      await rahim.api.post(`/admin/order/claim/${another.id}`);
      await claimedAgo(db, another.id, IDLE_MINUTES + 1);
      expect((await karim.api.post(`/admin/order/update-order-status/${another.id}`, { status: 'completed' })).status).toBe(200);
      expect(await lapseRecords(db, another.id)).toHaveLength(1);
    });

    it('the sweep returns idle claims to pending with an audit record each, once, and leaves held ones', async () => {
      const idle = await newOrder();
      const held = await newOrder();
      await rahim.api.post(`/admin/order/claim/${idle.id}`);
      await rahim.api.post(`/admin/order/claim/${held.id}`);
      await claimedAgo(db, idle.id, IDLE_MINUTES + 1);
      await claimedAgo(db, held.id, IDLE_MINUTES - 1);
      const released = await releaseIdleClaims(db, IDLE_MINUTES);
      expect(released).toContain(idle.id);
      expect(released).not.toContain(held.id);
      expect(await orderRow(db, idle.id)).toEqual({ status: 'pending', claimed_by: null, claimed_at: null, completed_by: null });
      expect(await orderRow(db, held.id)).toMatchObject({ status: 'in_progress', claimed_by: rahim.id });
      expect(await releaseIdleClaims(db, IDLE_MINUTES)).not.toContain(idle.id);
      expect(await lapseRecords(db, idle.id)).toEqual([{ admin_id: null, method: 'SYSTEM', status_code: 200 }]);
    });

    it('take next hands the oldest waiting order of the admin\'s packages (idle claims included), never another package\'s; none: 404', async () => {
      const mine = await createTopupPackage(db, 'in_game');
      const other = await createTopupPackage(db, 'in_game');
      const taker = await orderAdmin(server(), [mine.packageId]);
      const day = (n: number) => new Date(Date.now() - n * 86_400_000);
      const customer = (await createCustomer(db, 0)).id;
      const place = (p: typeof mine, created_at: Date) => createCustomerOrder(db, customer, p.productId, p.packageId, { created_at });
      await place(other, day(9));
      const idle = await place(mine, day(8));
      const held = await place(mine, day(7));
      const older = await place(mine, day(6));
      const newer = await place(mine, day(5));
      await superApi.post(`/admin/order/claim/${idle.id}`);
      await claimedAgo(db, idle.id, IDLE_MINUTES + 1);
      await superApi.post(`/admin/order/claim/${held.id}`);

      const taken = [];
      for (let i = 0; i < 3; i += 1) {
        const next = await taker.api.post('/admin/order/take-next');
        expect(next.status).toBe(200);
        expect(next.body.data).toMatchObject({ status: 'in_progress', claimed_by: taker.id });
        taken.push(next.body.data.id);
      }
      expect(taken).toEqual([idle.id, older.id, newer.id]);
      expect(await lapseRecords(db, idle.id)).toHaveLength(1);
      const none = await taker.api.post('/admin/order/take-next');
      expect(none.status).toBe(404);
      expect(none.body).toEqual({ success: false, message: 'No order is waiting in your packages.' });
      // An admin with no packages has nothing to take.
      expect((await (await orderAdmin(server(), [])).api.post('/admin/order/take-next')).status).toBe(404);
    });

    it('other admins hear a claim and its release live', async () => {
      await server().app.listen({ port: 0, host: '127.0.0.1' });
      const baseUrl = `http://127.0.0.1:${(server().app.server.address() as AddressInfo).port}`;
      const order = await newOrder();
      const stream = await openEventStream(baseUrl, await server().login());
      await stream.waitFor((e) => e.event === 'ready');
      const changesOfOrder = () => stream.events.filter((e) => e.event === 'change' && e.data.op === 'update' && e.data.ids!.includes(order.id)).length;
      await rahim.api.post(`/admin/order/claim/${order.id}`);
      await stream.waitFor(() => changesOfOrder() === 1);
      await claimedAgo(db, order.id, IDLE_MINUTES + 1);
      await stream.waitFor(() => changesOfOrder() === 2);
      expect(await releaseIdleClaims(db, IDLE_MINUTES)).toContain(order.id);
      await stream.waitFor(() => changesOfOrder() === 3);
      await stream.close();
    });

    describe('at the same time (PostgreSQL proves it; PGlite runs one transaction at a time)', () => {
      const ADMINS = 16;
      let team: Awaited<ReturnType<typeof orderAdmin>>[];
      let shared: { productId: number; packageId: number };
      beforeAll(async () => {
        shared = await createTopupPackage(db, 'in_game');
        team = [];
        for (let i = 0; i < ADMINS; i += 1) team.push(await orderAdmin(server(), [shared.packageId], { first: 'Admin', last: `No ${i + 1}` }));
      });

      it(`${ADMINS} admins taking one order at once leave exactly one owner; the others get 409 naming them`, async () => {
        const order = await createCustomerOrder(db, (await createCustomer(db, 0)).id, shared.productId, shared.packageId);
        const answers = await Promise.all(team.map((admin) => admin.api.post(`/admin/order/claim/${order.id}`)));
        const won = answers.map((a, i) => ({ answer: a, admin: team[i] })).filter(({ answer }) => answer.status === 200);
        expect(won).toHaveLength(1);
        const owner = won[0].admin;
        const refused = answers.filter((a) => a.status === 409);
        expect(refused).toHaveLength(ADMINS - 1);
        const ownerName = (await db.selectFrom('admins').select('last_name').where('id', '=', owner.id).executeTakeFirstOrThrow()).last_name;
        for (const answer of refused) expect(answer.body).toMatchObject({ message: `Taken by Admin ${ownerName} just now.`, claim: { claimed_by: owner.id } });
        expect(await orderRow(db, order.id)).toMatchObject({ status: 'in_progress', claimed_by: owner.id });
        const claims = await db.selectFrom('audit_log').select('admin_id').where('operation_id', '=', 'claimOrder').where('target', '=', `id=${order.id}`).where('status_code', '=', 200).execute();
        expect(claims).toEqual([{ admin_id: owner.id }]);
      });

      it(`${ADMINS} admins taking the next order at once get ${ADMINS} different orders, the oldest ones`, async () => {
        const customer = (await createCustomer(db, 0)).id;
        const orders = [];
        for (let i = 0; i < ADMINS + 4; i += 1) {
          orders.push(await createCustomerOrder(db, customer, shared.productId, shared.packageId, { created_at: new Date(Date.UTC(2025, 0, 1, 0, i)) }));
        }
        const answers = await Promise.all(team.map((admin) => admin.api.post('/admin/order/take-next')));
        expect(answers.map((a) => a.status)).toEqual(team.map(() => 200));
        const ids = answers.map((a) => a.body.data.id as number);
        expect(new Set(ids).size).toBe(ADMINS);
        expect([...ids].sort((a, b) => a - b)).toEqual(orders.slice(0, ADMINS).map((o) => o.id));
        for (const [i, answer] of answers.entries()) expect(answer.body.data.claimed_by).toBe(team[i].id);
        const rows = await db.selectFrom('orders').select(['id', 'claimed_by']).where('id', 'in', ids).execute();
        expect(new Set(rows.map((r) => r.claimed_by)).size).toBe(ADMINS);
      });
    });
  },
  { CLAIM_IDLE_MINUTES: String(IDLE_MINUTES) },
);
