import Button from '@mui/material/Button';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Link as RouterLink } from 'react-router';
import { CopyText } from '../../components/copy-text';
import { RecordDrawer, RecordFields } from '../../components/record/record-drawer';
import { RecordHistory, type HistoryLabels } from '../../components/record/record-history';
import { useKeptRecord, useOpenRecord } from '../../components/record/use-open-record';
import { StatusChip } from '../../components/status-chip';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import { usePermissions } from '../../components/use-permissions';
import { commonMessages } from '../../components/messages';
import { formatDateTime } from '../../lib/dates';
import { format } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { useDeleteUserMutation, useGetUserQuery, type User } from '../../store/api';
import { customerName } from './customer-name';
import { userMessages as m } from './messages';

const HISTORY_LABELS: HistoryLabels = {
  operations: m.historyOperations,
  fields: m.historyFields,
  value: (field, value) => (field === 'wallet' && value !== null ? formatMoney(value as string) : undefined),
};

function useOpenCustomer(rows: readonly User[] | undefined, id: number | null) {
  const { can } = usePermissions();
  const onPage = id === null ? undefined : rows?.find((row) => row.id === id);
  const fetched = useGetUserQuery({ id: id ?? 0 }, { skip: id === null || onPage !== undefined || !can('getUser') });
  const record = useKeptRecord(id, onPage ?? fetched.data?.data);
  const notFound = !record && fetched.isError && 'status' in fetched.error && fetched.error.status === 404;
  return { record, loading: !record && fetched.isFetching, error: notFound ? undefined : fetched.error, notFound };
}

/** A customer opened from the list: every field, a copy of the phone, Edit and Delete, and the history of admins' changes. */
export function UserDrawer({ rows }: { rows: readonly User[] | undefined }) {
  const { openId, close } = useOpenRecord();
  const { record, loading, error, notFound } = useOpenCustomer(rows, openId);
  const { can } = usePermissions();
  const [deleteUser] = useDeleteUserMutation();
  const confirmDelete = useConfirmedDelete();
  const editable = record !== undefined && can('updateUser');
  const deletable = record !== undefined && can('deleteUser');

  const remove = async (user: User) => {
    const deleted = await confirmDelete(() => deleteUser({ id: user.id }).unwrap(), m.deleted, {
      title: m.deleteTitle,
      message: format(m.deleteQuestion, { name: customerName(user) }),
    });
    if (deleted) close();
  };

  return (
    <RecordDrawer
      open={openId !== null}
      onClose={close}
      title={format(m.recordTitle, { id: openId ?? '' })}
      status={record?.is_banned === 1 && <StatusChip status="cancel" label={m.banned} />}
      loading={loading}
      error={error}
      notFound={notFound}
      actions={
        record &&
        (editable || deletable) && (
          <>
            {editable && (
              <Button variant="contained" startIcon={<EditIcon />} component={RouterLink} to={`/user/edit/${record.id}`}>
                {m.openEdit}
              </Button>
            )}
            {deletable && (
              <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={() => void remove(record)}>
                {commonMessages.delete}
              </Button>
            )}
          </>
        )
      }
      history={openId !== null && <RecordHistory kind="customer" id={openId} labels={HISTORY_LABELS} />}
    >
      {record && (
        <RecordFields
          fields={[
            { label: m.id, value: record.id },
            { label: m.username, value: record.username },
            { label: m.phone, value: <CopyText value={record.phone} label={m.phone} /> },
            { label: m.email, value: record.email },
            { label: m.wallet, value: formatMoney(record.wallet) },
            { label: m.earnWallet, value: formatMoney(record.earn_wallet) },
            { label: m.scores, value: record.scores },
            { label: m.accountStatus, value: record.is_banned === 1 ? m.banned : record.account_status },
            { label: m.provider, value: record.provider },
            { label: m.phoneVerified, value: record.is_phone_verify === 1 ? m.yes : m.no },
            { label: m.address, value: record.address },
            { label: m.city, value: record.city },
            { label: m.zipCode, value: record.zip_code },
            { label: m.joined, value: formatDateTime(record.created_at) },
          ]}
        />
      )}
    </RecordDrawer>
  );
}
