import type { TopupPackage, TopupProduct, TopupType } from '../../store/api';

/** Records as the server sends them, for the tests of this folder. */
export function product(id: number, name: string, topup_type: TopupType): TopupProduct {
  return {
    id, name, topup_type, logo: null, logo_full_url: null, rules: null, is_active: 1,
    is_idcode: topup_type === 'id_code' ? 1 : 0, sort_order: 1, redeem_link: null, video_link: null, price: null,
    created_at: '2025-11-21T10:00:00+06:00',
  };
}

export function topupPackage(id: number, product_id: number, name: string, overrides: Partial<TopupPackage> = {}): TopupPackage {
  return {
    id, product_id, name, price: '120.00', buy_price: '1.2000', tag: null, in_stock: 1, auto_delivery: 0, map_voucher_package_id: null,
    sort_order: 1, admin_com: '0.00', is_auto: 0, voucher_id: null, ...overrides,
  };
}
