import { useId, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../lib/dates';
import { errorStatus, formatError } from '../../lib/format-error';
import { format } from '../../lib/format';
import { useListRecordHistoryQuery, type OperationId, type RecordChange, type RecordHistoryEntry, type RecordKind } from '../../store/api';
import { readableCode, statusLabel } from '../status-chip';
import { recordMessages as m } from './messages';

/** Entries shown at first, and added by each "Show older" (the contract pages up to 100). */
const STEP = 10;
const MAX = 100;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

export interface HistoryLabels {
  /** What each operation did, in the feature's words (`updateTransactionStatus` → "Changed the status"); else the contract's summary. */
  operations?: Partial<Record<OperationId, string>>;
  /** Field names as the screen names them (`order_note` → "Note"); else the name made readable. */
  fields?: Record<string, string>;
  /** A field's value as the screen shows it (money, a status); else statuses, times and text as they are. */
  value?: (field: string, value: RecordChange['before']) => ReactNode | undefined;
}


function shownValue(labels: HistoryLabels, field: string, value: RecordChange['before']): ReactNode {
  const custom = labels.value?.(field, value);
  if (custom !== undefined) return custom;
  if (value === null || value === '') return m.empty;
  if (field === 'status' && typeof value === 'string') return statusLabel(value);
  if (typeof value === 'string' && ISO_TIME.test(value)) return formatDateTime(value);
  return String(value);
}

function Change({ change, labels }: { change: RecordChange; labels: HistoryLabels }) {
  const field = labels.fields?.[change.field] ?? readableCode(change.field);
  if (change.redacted) {
    return (
      <li>
        {field}: {m.changedHidden}
      </li>
    );
  }
  return (
    <li>
      {field}: {shownValue(labels, change.field, change.before)} → <strong>{shownValue(labels, change.field, change.after)}</strong>
    </li>
  );
}

function Entry({ entry, labels }: { entry: RecordHistoryEntry; labels: HistoryLabels }) {
  const who = entry.admin ? `${entry.admin.first_name} ${entry.admin.last_name}`.trim() : m.system;
  const what = labels.operations?.[entry.operation_id as OperationId] ?? entry.summary;
  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {what}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {format(m.byAt, { who, when: formatDateTime(entry.created_at) })}
      </Typography>
      {entry.changes === null ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ fontStyle: 'italic' }}>
          {m.noFieldDetails}
        </Typography>
      ) : (
        entry.changes.length > 0 && (
          <Typography component="ul" variant="body2" sx={{ m: 0, mt: 0.5, pl: 2.5, overflowWrap: 'anywhere' }}>
            {entry.changes.map((change) => (
              <Change key={change.field} change={change} labels={labels} />
            ))}
          </Typography>
        )
      )}
    </Box>
  );
}

/**
 * A record's history from the audit (GET /admin/history/{kind}/{id}): who did what and when,
 * newest first, with each field a change made (before → after; a secret only named). Refreshed
 * whenever the record changes (its cache tag).
 */
export function RecordHistory({ kind, id, labels = {} }: { kind: RecordKind; id: number; labels?: HistoryLabels }) {
  const headingId = useId();
  const [limit, setLimit] = useState(STEP);
  const { data, error, isLoading, isFetching } = useListRecordHistoryQuery({ kind, id, page: 1, limit });
  const entries = data?.rows ?? [];
  const total = data?.total ?? 0;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {m.history}
      </Typography>
      {isLoading && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress size={24} aria-label={m.historyLoading} />
        </Box>
      )}
      {error && !isLoading && (
        <Alert severity={errorStatus(error) === 403 ? 'info' : 'error'} sx={{ mt: 1 }}>
          {errorStatus(error) === 403 ? m.historyForbidden : formatError(error) || m.historyFailed}
        </Alert>
      )}
      {!isLoading && !error && entries.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {m.historyEmpty}
        </Typography>
      )}
      {entries.length > 0 && (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {entries.map((entry) => (
            <Entry key={entry.id} entry={entry} labels={labels} />
          ))}
        </Box>
      )}
      {entries.length < total && limit < MAX && (
        <Button size="small" disabled={isFetching} onClick={() => setLimit((shown) => Math.min(MAX, shown + STEP))}>
          {m.showOlder}
        </Button>
      )}
    </Box>
  );
}
