import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { ActiveChip } from '../../components/status-chip';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import { commonMessages } from '../../components/messages';
import { format } from '../../lib/format';
import { useDeleteBannerMutation, useListBannersQuery, type Banner } from '../../store/api';
import { bannerMessages as m } from './messages';

export default function BannerListPage() {
  const query = useListBannersQuery();
  const [deleteBanner] = useDeleteBannerMutation();
  const confirmedDelete = useConfirmedDelete();

  const columns = useMemo<DataTableColumn<Banner>[]>(
    () => [
      {
        accessorKey: 'banner_full_url',
        header: m.preview,
        enableSorting: false,
        Cell: ({ row }) => (
          <Box component="img" src={row.original.banner_full_url} alt={row.original.note} sx={{ width: 120, height: 50, objectFit: 'cover', borderRadius: 1 }} />
        ),
      },
      { accessorKey: 'note', header: m.note },
      {
        accessorKey: 'link',
        header: m.link,
        Cell: ({ row }) =>
          row.original.link ? (
            <Link href={row.original.link} target="_blank" rel="noopener noreferrer">
              {row.original.link}
            </Link>
          ) : (
            '—'
          ),
      },
      { accessorKey: 'isactive', header: m.status, Cell: ({ row }) => <ActiveChip active={row.original.isactive} /> },
    ],
    [],
  );

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {m.listTitle}
      </Typography>
      <DataTable
        tableId="banners"
        columns={columns}
        rows={query.data?.data.data}
        query={query}
        toolbarActions={
          <Button component={RouterLink} to="/banner/add" variant="contained" startIcon={<AddIcon />}>
            {commonMessages.addNew}
          </Button>
        }
        rowActions={(banner) => (
          <>
            <Button size="small" component={RouterLink} to={`/banner/edit/${banner.id}`}>
              {commonMessages.edit}
            </Button>
            <Button
              size="small"
              color="error"
              onClick={() =>
                void confirmedDelete(() => deleteBanner({ id: banner.id }).unwrap(), m.deleted, {
                  message: format(m.deleteQuestion, { note: banner.note }),
                })
              }
            >
              {commonMessages.delete}
            </Button>
          </>
        )}
      />
    </Stack>
  );
}
