import { useEffect, useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import { api, useListTopupProductsQuery } from '../../store/api';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { SelectOption } from '../../components/form/select-input';

export interface VoucherPackageOptions {
  /** Packages of voucher-type products, grouped by product name. */
  options: SelectOption[];
  loading: boolean;
  error: unknown;
}

/**
 * The packages an auto-delivered package may take its codes from: every package of every
 * voucher-type product (business rules: map_voucher_package_id), loaded per product through the
 * same cache entries as the packages screen.
 */
export function useVoucherPackageOptions(): VoucherPackageOptions {
  const dispatch = useAppDispatch();
  const products = useListTopupProductsQuery();
  const voucherProducts = useMemo(
    () => (products.data?.rows ?? []).filter((product) => product.topup_type === 'voucher'),
    [products.data],
  );

  useEffect(() => {
    const subscriptions = voucherProducts.map((product) =>
      dispatch(api.endpoints.listTopupPackages.initiate({ productId: product.id })),
    );
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [dispatch, voucherProducts]);

  const selectors = useMemo(
    () => voucherProducts.map((product) => api.endpoints.listTopupPackages.select({ productId: product.id })),
    [voucherProducts],
  );
  // The store's type knows the base api only; the enhanced endpoints live in the same slice.
  const results = useAppSelector((state) => selectors.map((select) => select(state as never)), shallowEqual);

  const options = useMemo(
    () =>
      voucherProducts.flatMap((product, index) =>
        (results[index]?.data?.rows ?? []).map((pkg) => ({ value: String(pkg.id), label: pkg.name, group: product.name })),
      ),
    [voucherProducts, results],
  );
  return {
    options,
    loading: products.isLoading || results.some((result) => result.isUninitialized || result.isLoading),
    error: products.error ?? results.find((result) => result.error)?.error,
  };
}
