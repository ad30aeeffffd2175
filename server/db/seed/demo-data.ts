import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../auth/passwords';
import type { Database, OrderStatus, TopupType, TransactionStatus } from '../schema';
import type { ImageStorage } from '../../images/storage';
import { gradientPng } from './solid-png';

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

/** Demo images to store, by the name each got (one name per demo image, like an upload's). */
const demoImages = new Map<string, Buffer>();

/** A demo image's stored name (uuid-shaped, from its demo name); stored by seedDemoData. */
function demoImage(name: string, from: [number, number, number], to: [number, number, number], size = [480, 200]) {
  const hex = createHash('sha1').update(`demo-image:${name}`).digest('hex');
  const file = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}.png`;
  if (!demoImages.has(file)) demoImages.set(file, gradientPng(size[0], size[1], from, to));
  return file;
}

const PRODUCTS: { name: string; type: TopupType; packages: [string, number, number][]; colours: [[number, number, number], [number, number, number]] }[] = [
  { name: 'Free Fire Diamonds', type: 'in_game', packages: [['25 Diamonds', 25, 0.21], ['115 Diamonds', 95, 0.82], ['505 Diamonds', 390, 3.4]], colours: [[255, 140, 0], [200, 30, 30]] },
  { name: 'PUBG Mobile UC', type: 'id_code', packages: [['60 UC', 95, 0.8], ['325 UC', 450, 4.0], ['660 UC', 900, 8.0]], colours: [[240, 200, 60], [90, 70, 20]] },
  { name: 'Google Play Gift Card', type: 'voucher', packages: [['$5 Card', 650, 5], ['$10 Card', 1290, 10]], colours: [[30, 160, 90], [20, 80, 160]] },
  { name: 'Garena Shells', type: 'voucher', packages: [['33 Shells', 120, 1], ['66 Shells', 235, 2]], colours: [[220, 60, 60], [60, 30, 120]] },
];

const RULES = '<p>Enter your <strong>player ID</strong> exactly as it appears in the game.</p><ul><li>Delivery within 10 minutes</li><li>No refunds for a wrong ID</li></ul>';

/** Demo data for every screen: catalogue, content, customers, money movements and orders. */
export async function seedDemoData(db: Kysely<Database>, images: ImageStorage): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const customerPassword = await hashPassword('customer-demo-password');
    const names = ['rahim', 'karim', 'sadia', 'nusrat', 'tanvir', 'farhan', 'mim', 'arif', 'jannat', 'shakil', 'rupa', 'hasan'];
    const customers = await trx
      .insertInto('customers')
      .values(
        names.map((n, i) => ({
          username: n,
          email: `${n}@example.com`,
          phone: `0171${String(1000000 + i * 7919).slice(0, 7)}`,
          password_hash: customerPassword,
          wallet: (i * 137) % 900,
          provider: i % 3 === 0 ? 'google' : 'phone',
          is_phone_verify: (i % 2) as 0 | 1,
          city: 'Dhaka',
          created_at: ago(i < 3 ? i + 1 : 24 * i),
        })),
      )
      .returning('id')
      .execute();

    const methods = await trx
      .insertInto('payment_methods')
      .values([
        { name: 'bKash', info: '01700000001', status: '1', is_automated: 1, logo: demoImage('bkash', [226, 19, 110], [160, 10, 80], [120, 120]) },
        { name: 'Nagad', info: '01700000002', status: '1', is_automated: 0, logo: demoImage('nagad', [246, 146, 30], [236, 28, 36], [120, 120]) },
        { name: 'Rocket', info: '01700000003', status: '1', is_automated: 0, logo: demoImage('rocket', [140, 50, 150], [70, 20, 90], [120, 120]) },
      ])
      .returning('id')
      .execute();
    await trx
      .insertInto('topup_payment_methods')
      .values([
        { name: 'Wallet', is_active: 1 },
        { name: 'bKash', is_active: 1, logo: demoImage('bkash', [226, 19, 110], [160, 10, 80], [120, 120]) },
        { name: 'Nagad', is_active: 0, logo: demoImage('nagad', [246, 146, 30], [236, 28, 36], [120, 120]) },
      ])
      .execute();

    const packageIds: { id: number; productId: number; name: string; price: number; type: TopupType }[] = [];
    for (const [index, p] of PRODUCTS.entries()) {
      const product = await trx
        .insertInto('topup_products')
        .values({ name: p.name, topup_type: p.type, rules: RULES, sort_order: index + 1, logo: demoImage(`product-${index}`, p.colours[0], p.colours[1], [160, 160]) })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [name, price, buy] of p.packages) {
        const pkg = await trx
          .insertInto('topup_packages')
          .values({ product_id: product.id, name, price, buy_price: buy, tag: price > 400 ? 'Popular' : null })
          .returning('id')
          .executeTakeFirstOrThrow();
        packageIds.push({ id: pkg.id, productId: product.id, name, price, type: p.type });
      }
    }
    const voucherPackages = packageIds.filter((p) => p.type !== 'in_game');
    await trx
      .insertInto('vouchers')
      .values(voucherPackages.flatMap((p) => Array.from({ length: 12 }, (_, i) => ({ package_id: p.id, data: `DEMO-${p.id}-${String(i + 1).padStart(4, '0')}-${(p.id * 7919 + i * 104729).toString(36).toUpperCase()}` }))))
      .execute();
    // A few codes already delivered, so the statistics show sales today and yesterday.
    for (const [index, p] of voucherPackages.entries()) {
      const used = await trx.selectFrom('vouchers').select('id').where('package_id', '=', p.id).orderBy('id').limit(3).execute();
      for (const [i, v] of used.entries()) {
        await trx
          .updateTable('vouchers')
          .set({ is_used: 1, used_at: ago(i === 2 ? 26 + index : 0.5 + i), claim_by: customers[(index + i) % customers.length].id })
          .where('id', '=', v.id)
          .execute();
      }
    }
    // Auto-delivered Free Fire packages draw codes from a mapped voucher package.
    const voucherTarget = packageIds.find((p) => p.type === 'voucher');
    if (voucherTarget) {
      await trx.updateTable('topup_packages').set({ auto_delivery: 1, map_voucher_package_id: voucherTarget.id }).where('id', '=', packageIds[0].id).execute();
    }

    const transactionStatuses: TransactionStatus[] = ['pending', 'pending', 'under_review', 'completed', 'cancel', 'pending', 'completed', 'pending'];
    await trx
      .insertInto('transactions')
      .values(
        Array.from({ length: 24 }, (_, i) => {
          const status = transactionStatuses[i % transactionStatuses.length];
          return {
            customer_id: customers[i % customers.length].id,
            payment_method_id: methods[i % methods.length].id,
            amount: 100 + ((i * 53) % 20) * 50,
            number: `0181${String(2000000 + i * 4513).slice(0, 7)}`,
            transaction_id: `TX${(9_000_000 + i * 7717).toString(36).toUpperCase()}`,
            order_id: i % 2 ? `ORD-${1000 + i}` : null,
            status,
            is_automated: (i % 3 === 0 ? 1 : 0) as 0 | 1,
            completed_at: status === 'completed' ? ago(i * 3) : null,
            created_at: ago(i * 3),
            updated_at: ago(i * 3),
          };
        }),
      )
      .execute();

    const orderStatuses: OrderStatus[] = ['pending', 'in_progress', 'completed', 'pending', 'cancel', 'completed', 'pending'];
    const firstAdmin = await trx.selectFrom('admins').select('id').orderBy('id').executeTakeFirst();
    const orders = await trx
      .insertInto('orders')
      .values(
        Array.from({ length: 42 }, (_, i) => {
          const pkg = packageIds[i % packageIds.length];
          const status = orderStatuses[i % orderStatuses.length];
          const changed = status !== 'pending';
          return {
            customer_id: customers[i % customers.length].id,
            product_id: pkg.productId,
            package_id: pkg.id,
            name: pkg.name,
            amount: pkg.price,
            playerid: pkg.type === 'voucher' ? null : String(500_000_000 + i * 7_331),
            ingamepassword: pkg.type === 'in_game' && i % 4 === 0 ? `demo-pass-${i}` : null,
            accounttype: pkg.type === 'in_game' ? (i % 2 ? 'Facebook' : 'Google') : null,
            securitycode: pkg.type === 'in_game' && i % 4 === 0 ? String(1000 + ((i * 37) % 9000)) : null,
            transaction_id: i % 3 === 0 ? `BK${(7_000_000 + i * 3_571).toString(36).toUpperCase()}` : null,
            phone: `0191${String(3000000 + i * 311).slice(0, 7)}`,
            status,
            order_note: status === 'cancel' ? 'Wrong player ID. Please place a new order with the right ID.' : null,
            // Completed ones are spread over the demo team (demo-team.ts).
            completed_by: changed && status !== 'completed' ? (firstAdmin?.id ?? null) : null,
            created_at: ago(i * 3.5),
            updated_at: ago(i * 3.5),
            completed_at: status === 'completed' ? ago(i * 3.5 - 0.2) : null,
          };
        }),
      )
      .returning(['id', 'status', 'package_id', 'customer_id'])
      .execute();
    // Completed orders of voucher-type products carry the code they delivered.
    const voucherTypePackages = new Set(packageIds.filter((p) => p.type === 'voucher').map((p) => p.id));
    for (const order of orders.filter((o) => o.status === 'completed' && voucherTypePackages.has(o.package_id))) {
      const voucher = await trx
        .selectFrom('vouchers')
        .select('id')
        .where('package_id', '=', order.package_id)
        .where('is_used', '=', 0)
        .orderBy('id')
        .executeTakeFirst();
      if (!voucher) continue;
      await trx.updateTable('vouchers').set({ is_used: 1, used_at: ago(1), claim_by: order.customer_id }).where('id', '=', voucher.id).execute();
      await trx.updateTable('orders').set({ voucher_id: voucher.id }).where('id', '=', order.id).execute();
    }

    const physical = await trx
      .insertInto('physical_products')
      .values([
        { name: 'Gaming Mouse', sale_price: 1450, regular_price: 1800, quantity: 25, description: '<p>7 buttons, RGB.</p>', image: demoImage('mouse', [40, 40, 40], [120, 120, 120], [200, 200]) },
        { name: 'Mobile Trigger Pair', sale_price: 350, regular_price: 500, quantity: 0, description: '<p>Out of stock for now.</p>', image: demoImage('trigger', [20, 90, 160], [10, 30, 60], [200, 200]) },
        { name: 'Gift Voucher (free)', sale_price: 0, regular_price: 0, quantity: 100, description: '<p>Free promotional item.</p>' },
      ])
      .returning('id')
      .execute();
    await trx
      .insertInto('physical_orders')
      .values(
        Array.from({ length: 9 }, (_, i) => ({
          customer_id: customers[i % customers.length].id,
          product_id: physical[i % 2].id,
          quantity: 1 + (i % 3),
          amount: (i % 2 ? 350 : 1450) * (1 + (i % 3)),
          phone: `0161${String(4000000 + i * 97).slice(0, 7)}`,
          address: `House ${i + 3}, Road ${i + 10}, Dhaka`,
          status: (['pending', 'in_progress', 'completed', 'cancelled'] as const)[i % 4],
          order_note: i % 4 === 3 ? 'Customer asked to cancel.' : null,
          completed_by: i % 4 >= 2 ? (firstAdmin?.id ?? null) : null,
          completed_at: i % 4 === 2 ? ago(i * 7 - 1) : null,
          created_at: ago(i * 7),
        })),
      )
      .execute();

    await trx
      .insertInto('banners')
      .values([
        { note: 'Free Fire weekend offer', link: 'https://shop.example.com/free-fire', banner: demoImage('banner-1', [255, 140, 0], [200, 30, 30]), isactive: 1 },
        { note: 'Gift cards in stock', link: 'https://shop.example.com/gift-cards', banner: demoImage('banner-2', [30, 160, 90], [20, 80, 160]), isactive: 1 },
        { note: 'Old Eid campaign', link: null, banner: demoImage('banner-3', [120, 120, 120], [40, 40, 40]), isactive: 0 },
      ])
      .execute();
    await trx
      .insertInto('notices')
      .values([
        { notice: 'Payments through Nagad are delayed today. Please use bKash.', type: 'flat_page_top', is_active: 1 },
        { notice: 'New: Google Play gift cards are delivered instantly.', type: 'popup', is_active: 1, link: 'https://shop.example.com/gift-cards' },
      ])
      .execute();
    await trx
      .insertInto('auto_servers')
      .values([
        { name: 'Primary top-up server', link: 'https://topup-1.example.com', status: 'active' },
        { name: 'Backup server', link: 'https://topup-2.example.com', status: 'inactive' },
      ])
      .execute();
    await trx
      .insertInto('order_messages')
      .values([{ message: 'Wrong player ID. Please place a new order with the right ID.' }, { message: 'Delivered. Please restart the game to see your balance.' }, { message: 'Refunded to your wallet.' }])
      .execute();
  });
  for (const [name, bytes] of demoImages) await images.put(name, { bytes, contentType: 'image/png' });
}
