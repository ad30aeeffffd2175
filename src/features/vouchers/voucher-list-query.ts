import type { ListQuery, ListStateOptions } from '../../components/data-table/use-list-state';
import { listQueryOf, recordPreload } from '../../components/screen-preload';
import { api, type GetPackageVouchersApiArg } from '../../store/api';

type VoucherSort = NonNullable<GetPackageVouchersApiArg['sort']>;
type VoucherFilter = 'status';

/** A package's codes (`/topup-package/voucher/:id`): searched by code, used or available, the contract's sorts; newest first. */
export const VOUCHER_LIST: ListStateOptions<VoucherFilter, VoucherSort> = {
  sorts: ['created_at', '-created_at', 'data', '-data', 'used_at', '-used_at'],
  defaultSort: '-created_at',
  filters: ['status'],
};
export const VOUCHER_TABLE = 'package-vouchers';

const STATUSES = ['used', 'available'] as const;
const isStatus = (value: string | undefined): value is (typeof STATUSES)[number] => (STATUSES as readonly (string | undefined)[]).includes(value);

export const packageVoucherArgs = (packageId: number, list: ListQuery<VoucherFilter, VoucherSort>): GetPackageVouchersApiArg => ({
  id: packageId,
  page: list.page,
  limit: list.pageSize,
  q: list.search || undefined,
  status: isStatus(list.filters.status) ? list.filters.status : undefined,
  sort: list.sort,
});

/** The package's page of codes, asked for as the screen is opened (FeatureRoute.preload). */
export const packageVouchersPreload = recordPreload((id, search, state) =>
  api.util.prefetch('getPackageVouchers', packageVoucherArgs(id, listQueryOf(search, state, VOUCHER_TABLE, VOUCHER_LIST))),
);
