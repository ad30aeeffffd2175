import type { Kysely } from 'kysely';
import { hashPassword } from '../../server/auth/passwords';
import type { Database, OrderStatus, PhysicalOrderStatus, TopupType, TransactionStatus } from '../../server/db/schema';

let counter = 0;

/** A sub-admin (not super) with the given password; returns its id and identity. */
export async function createSubAdmin(db: Kysely<Database>, password = 'sub-admin-password') {
  counter += 1;
  const username = `sub${process.pid}x${counter}`;
  const row = await db
    .insertInto('admins')
    .values({ first_name: 'Sub', last_name: `Admin ${counter}`, username, email: `${username}@shop.test`, password_hash: await hashPassword(password) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, email: `${username}@shop.test`, password };
}

/** Grants an admin the auth modules of the given operations, and activates those modules. */
export async function grantOperations(db: Kysely<Database>, adminId: number, operationIds: string[]) {
  const modules = await db.selectFrom('auth_modules').select('id').where('operation_id', 'in', operationIds).execute();
  await db.updateTable('auth_modules').set({ status: 1 }).where('operation_id', 'in', operationIds).execute();
  await db
    .insertInto('admin_auth_modules')
    .values(modules.map((m) => ({ admin_id: adminId, auth_module_id: m.id })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** A small valid PNG (1×1, red). */
export const TINY_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d49444154089963f8cfc0f01f00050001ffabce36890000000049454e44ae426082',
  'hex',
);

/** A multipart body with one file field, for inject(). */
export function multipartBody(field: string, filename: string, content: Buffer, contentType = 'application/octet-stream') {
  const boundary = `----shopadmin${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let catalogueCounter = 0;

/** A live top-up product of the given type with one package (prices in taka), straight in the database. */
export async function createTopupPackage(
  db: Kysely<Database>,
  type: TopupType,
  pkg: { price?: number; buy_price?: number; name?: string } = {},
) {
  catalogueCounter += 1;
  const product = await db
    .insertInto('topup_products')
    .values({ name: `Product ${catalogueCounter}`, topup_type: type, logo: 'logo.png' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('topup_packages')
    .values({ product_id: product.id, name: pkg.name ?? `Package ${catalogueCounter}`, price: pkg.price ?? 100, buy_price: pkg.buy_price ?? 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { productId: product.id, packageId: row.id };
}

/** A customer's order of a package (pending unless told), for history that must survive deletes. */
export async function createOrder(db: Kysely<Database>, productId: number, packageId: number, status: OrderStatus = 'pending') {
  catalogueCounter += 1;
  const customer = await db.insertInto('customers').values({ username: `buyer${process.pid}x${catalogueCounter}` }).returning('id').executeTakeFirstOrThrow();
  return db
    .insertInto('orders')
    .values({ customer_id: customer.id, product_id: productId, package_id: packageId, name: 'Order', amount: 100, status })
    .returning(['id', 'customer_id'])
    .executeTakeFirstOrThrow();
}

/** A customer with the given wallet (taka), straight in the database. */
export async function createCustomer(db: Kysely<Database>, wallet: number | string = 0, values: { phone?: string } = {}) {
  catalogueCounter += 1;
  return db
    .insertInto('customers')
    .values({ username: `customer${process.pid}x${catalogueCounter}`, wallet, phone: values.phone ?? null })
    .returning(['id', 'username'])
    .executeTakeFirstOrThrow();
}

/** A wallet-add transaction of a customer (pending, manual unless told). */
export async function createTransaction(
  db: Kysely<Database>,
  customerId: number,
  values: { amount?: number | string; status?: TransactionStatus; is_automated?: 0 | 1; number?: string; transaction_id?: string; order_id?: string } = {},
) {
  catalogueCounter += 1;
  return db
    .insertInto('transactions')
    .values({
      customer_id: customerId,
      amount: values.amount ?? 250,
      status: values.status ?? 'pending',
      is_automated: values.is_automated ?? 0,
      number: values.number ?? `0171${String(catalogueCounter).padStart(7, '0')}`,
      transaction_id: values.transaction_id ?? `TX${process.pid}X${catalogueCounter}`,
      order_id: values.order_id ?? null,
    })
    .returning(['id', 'customer_id'])
    .executeTakeFirstOrThrow();
}

/** A customer's top-up order of a package, for a given customer (pending unless told). */
export async function createCustomerOrder(
  db: Kysely<Database>,
  customerId: number,
  productId: number,
  packageId: number,
  values: { amount?: number | string; status?: OrderStatus; phone?: string; ingamepassword?: string; securitycode?: string; created_at?: Date } = {},
) {
  return db
    .insertInto('orders')
    .values({
      customer_id: customerId,
      product_id: productId,
      package_id: packageId,
      name: 'Order',
      amount: values.amount ?? 100,
      status: values.status ?? 'pending',
      phone: values.phone ?? null,
      playerid: '512345678',
      ingamepassword: values.ingamepassword ?? null,
      securitycode: values.securitycode ?? null,
      ...(values.created_at && { created_at: values.created_at }),
    })
    .returning(['id', 'customer_id'])
    .executeTakeFirstOrThrow();
}

/** Unused vouchers for a package, oldest first; returns their codes. */
export async function addVouchers(db: Kysely<Database>, packageId: number, count: number): Promise<string[]> {
  catalogueCounter += 1;
  const codes = Array.from({ length: count }, (_, i) => `CODE-${catalogueCounter}-${String(i).padStart(3, '0')}`);
  for (const data of codes) await db.insertInto('vouchers').values({ package_id: packageId, data }).execute();
  return codes;
}

/** A physical product in stock and a customer's order of it (pending unless told). */
export async function createPhysicalOrder(
  db: Kysely<Database>,
  customerId: number,
  values: { stock?: number; quantity?: number; amount?: number | string; status?: PhysicalOrderStatus } = {},
) {
  catalogueCounter += 1;
  const product = await db
    .insertInto('physical_products')
    .values({ name: `Gadget ${catalogueCounter}`, sale_price: 500, regular_price: 600, quantity: values.stock ?? 10 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const order = await db
    .insertInto('physical_orders')
    .values({ customer_id: customerId, product_id: product.id, quantity: values.quantity ?? 2, amount: values.amount ?? 1000, status: values.status ?? 'pending' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { productId: product.id, orderId: order.id };
}
