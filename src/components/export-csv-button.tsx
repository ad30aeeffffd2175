import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { queryString } from '../lib/query-string';
import { fetchStream } from '../store/fetch-stream';
import { format, formatCount } from '../lib/format';
import { saveFile } from '../lib/save-file';
import { authorizationHeader, sessionExpired } from '../store/base-api';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { intlLocale } from '../lib/i18n';
import { commonMessages } from './messages';
import { useNotify } from './use-notify';

export interface ExportCsvButtonProps {
  /** The list's export operation under the API base, e.g. `/admin/orders/export`. */
  path: string;
  /** The list's current filters, search and sort (not its page): every matching row is exported. */
  params: Record<string, string | number | null | undefined>;
  /** The downloaded file's name, e.g. `orders.csv`. */
  fileName: string;
  label?: string;
}

const NEWLINE = 10;

/** Bytes whole, kilobytes and megabytes with one decimal: `512 B`, `1.5 KB`. */
const whole = new Intl.NumberFormat(intlLocale(), { useGrouping: false });
const oneDecimal = new Intl.NumberFormat(intlLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false });

function formatBytes(bytes: number): string {
  if (bytes < 1024) return format(commonMessages.sizeBytes, { n: whole.format(bytes) });
  if (bytes < 1024 * 1024) return format(commonMessages.sizeKb, { n: oneDecimal.format(bytes / 1024) });
  return format(commonMessages.sizeMb, { n: oneDecimal.format(bytes / 1024 / 1024) });
}

/**
 * Exports the rows of a list's current filter as CSV: all of them, streamed by the server and read
 * here chunk by chunk, with the rows and bytes received so far; Cancel stops it.
 */
export function ExportCsvButton({ path, params, fileName, label = commonMessages.exportCsv }: ExportCsvButtonProps) {
  const authorization = useAppSelector(authorizationHeader);
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const [progress, setProgress] = useState<{ rows: number; bytes: number } | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    const abort = new AbortController();
    controller.current = abort;
    const parts: Uint8Array[] = [];
    let bytes = 0;
    let lines = 0;
    setProgress({ rows: 0, bytes: 0 });
    try {
      await fetchStream(`${path}${queryString(params)}`, {
        authorization,
        signal: abort.signal,
        accept: 'text/csv',
        onChunk: (chunk) => {
          parts.push(chunk);
          bytes += chunk.byteLength;
          for (const byte of chunk) if (byte === NEWLINE) lines += 1;
          setProgress({ rows: Math.max(lines - 1, 0), bytes });
        },
      });
      saveFile(parts as BlobPart[], fileName, 'text/csv;charset=utf-8');
      notify.success(format(commonMessages.exported, { rows: formatCount(Math.max(lines - 1, 0)) }));
    } catch (error) {
      if (abort.signal.aborted) return;
      if ((error as FetchBaseQueryError).status === 401) dispatch(sessionExpired());
      notify.error(error);
    } finally {
      if (controller.current === abort) controller.current = null;
      setProgress(null);
    }
  };

  if (!progress) {
    return (
      <Button variant="outlined" size="small" startIcon={<DownloadIcon />} onClick={() => void start()}>
        {label}
      </Button>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 220 }} role="status" aria-live="polite">
      <Box sx={{ flex: 1 }}>
        <LinearProgress aria-label={commonMessages.exporting} />
        <Typography variant="caption" color="text.secondary">
          {format(commonMessages.exportProgress, { rows: formatCount(progress.rows), size: formatBytes(progress.bytes) })}
        </Typography>
      </Box>
      <Button size="small" onClick={() => controller.current?.abort()}>
        {commonMessages.cancel}
      </Button>
    </Box>
  );
}
