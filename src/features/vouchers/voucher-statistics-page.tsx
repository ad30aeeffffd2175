import { useGetVoucherStatisticsQuery } from '../../store/api';
import { VoucherStatisticsTable } from './voucher-statistics-table';
import { voucherMessages as m } from './messages';

export default function VoucherStatisticsPage() {
  const query = useGetVoucherStatisticsQuery();
  return <VoucherStatisticsTable title={m.voucherStatisticsTitle} tableId="voucher-statistics" rows={query.data?.rows} query={query} />;
}
