import type { Kysely } from 'kysely';
import { hashPassword } from '../../server/auth/passwords';
import type { Database, OrderStatus, TopupType } from '../../server/db/schema';

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

/** Smallest valid PNG (1×1). */
export const TINY_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000 1f15c4890000000d49444154789c6360000002000100 05fe02fea70000000049454e44ae426082'.replace(/\s/g, ''),
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
