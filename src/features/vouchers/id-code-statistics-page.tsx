import { useGetIdCodeStatisticsQuery } from '../../store/api';
import { VoucherStatisticsTable } from './voucher-statistics-table';
import { voucherMessages as m } from './messages';

export default function IdCodeStatisticsPage() {
  const query = useGetIdCodeStatisticsQuery();
  return <VoucherStatisticsTable title={m.idCodeStatisticsTitle} tableId="id-code-statistics" rows={query.data?.rows} query={query} />;
}
