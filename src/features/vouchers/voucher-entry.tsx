import { useCallback, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useNotify } from '../../components/use-notify';
import { format, formatCount } from '../../lib/format';
import { uploadWithProgress, type UploadProgress } from '../../store/upload-with-progress';
import { api, VOUCHERS_ADDED_TAGS, type AddVouchersApiResponse } from '../../store/api';
import { useAppDispatch } from '../../store/hooks';
import { useUnsavedChangesPrompt } from '../../components/form/use-unsaved-changes-prompt';
import { countVoucherLines, voucherLines, type LineCount } from './voucher-lines';
import { codesFileKind, readCodesFile } from './codes-file';
import { useFileDrop } from './use-file-drop';
import { voucherMessages as m } from './messages';

const NONE: LineCount = { lines: 0, nonBlank: 0 };

/** 'Voucher data (3 lines)', or 'Voucher data (3 lines, 2 with a code)' when some are blank. */
function countLabel({ lines, nonBlank }: LineCount): string {
  const text = format(lines === 1 ? m.oneLine : m.lines, { n: formatCount(lines) });
  return format(m.voucherDataCount, {
    count: nonBlank === lines ? text : format(m.linesWithCodes, { lines: text, n: formatCount(nonBlank) }),
  });
}

/**
 * The codes box of a package: one code per line, pasted, typed or loaded from a dropped file.
 * The textarea is uncontrolled — a 100,000-line value is never copied through React state; each
 * change only recounts its lines. Add Voucher sends all lines in one request (the server inserts
 * them in one transaction) with upload progress, then 'Saving…' until the server answers.
 */
export function VoucherEntry({ packageId }: { packageId: number }) {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const box = useRef<HTMLTextAreaElement>(null);
  const [count, setCount] = useState<LineCount>(NONE);
  const [error, setError] = useState<string | undefined>(undefined);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const sending = progress !== null;
  // Codes typed or dropped and not added yet are lost when the admin leaves: ask first.
  useUnsavedChangesPrompt(count.nonBlank > 0 && !sending);

  const recount = () => {
    setCount(countVoucherLines(box.current?.value ?? ''));
    setError(undefined);
  };

  const loadFiles = useCallback(
    async (files: File[]) => {
      for (const file of files) {
        const kind = codesFileKind(file);
        if (!kind) {
          notify.error(m.notACodesFile);
          continue;
        }
        let text: string;
        try {
          text = await readCodesFile(file, kind);
        } catch {
          notify.error(m.fileUnreadable);
          continue;
        }
        const textarea = box.current;
        if (!textarea) return;
        const current = textarea.value.trimEnd();
        textarea.value = current ? `${current}\n${text}` : text;
        setCount(countVoucherLines(textarea.value));
        setError(undefined);
        notify.success(format(m.fileLoaded, { n: formatCount(countVoucherLines(text).lines), file: file.name }));
      }
    },
    [notify],
  );
  const dragging = useFileDrop(sending ? undefined : loadFiles);

  const addVouchers = async () => {
    const text = box.current?.value ?? '';
    if (countVoucherLines(text).nonBlank === 0) {
      setError(m.voucherDataRequired);
      return;
    }
    setProgress({ loaded: 0, total: text.length, sent: false });
    try {
      const { data } = await dispatch(
        uploadWithProgress<AddVouchersApiResponse>({
          path: '/admin/packages/add-voucher', // the addVouchers operation
          body: { package_id: packageId, data: voucherLines(text) },
          onProgress: setProgress,
        }),
      );
      if (box.current) box.current.value = '';
      setCount(NONE);
      dispatch(api.util.invalidateTags(VOUCHERS_ADDED_TAGS));
      notify.success(
        format(m.added, {
          inserted: formatCount(data.inserted),
          blank: formatCount(data.skipped_blank),
          duplicate: formatCount(data.skipped_duplicate),
        }),
      );
    } catch (failure) {
      notify.error(failure);
    } finally {
      setProgress(null);
    }
  };

  const percent = progress && progress.total > 0 ? Math.min(100, Math.round((progress.loaded / progress.total) * 100)) : 0;

  return (
    <Stack spacing={1.5}>
      <Box sx={{ position: 'relative' }}>
        <TextField
          inputRef={box}
          label={countLabel(count)}
          helperText={error ?? m.voucherDataHelp}
          error={Boolean(error)}
          multiline
          rows={10}
          fullWidth
          defaultValue=""
          onChange={recount}
          slotProps={{
            // A plain textarea: MUI's autosizing one copies the value into a hidden twin and measures
            // it on every change, which made each keystroke over 100,000 lines take seconds.
            input: { inputComponent: 'textarea' },
            inputLabel: { shrink: true },
            htmlInput: { readOnly: sending, spellCheck: false, 'aria-busy': sending, sx: { fontFamily: 'monospace' } },
          }}
        />
        {dragging && (
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'grid',
              placeItems: 'center',
              border: 2,
              borderStyle: 'dashed',
              borderColor: 'primary.main',
              borderRadius: 1,
              bgcolor: 'action.hover',
              pointerEvents: 'none',
            }}
          >
            <Typography color="primary">{m.dropHere}</Typography>
          </Box>
        )}
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => void addVouchers()} disabled={sending}>
          {m.addVoucher}
        </Button>
        <Button component="label" startIcon={<UploadFileIcon />} disabled={sending}>
          {m.loadFile}
          <input
            type="file"
            accept=".txt,.csv,text/plain,text/csv"
            hidden
            multiple
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              event.target.value = '';
              void loadFiles(files);
            }}
          />
        </Button>
      </Stack>
      {progress && (
        <Box role="status" sx={{ maxWidth: 480 }}>
          <Typography variant="body2" color="text.secondary">
            {progress.sent ? m.saving : format(m.uploading, { percent: formatCount(percent) })}
          </Typography>
          {progress.sent ? (
            <LinearProgress aria-label={m.saving} />
          ) : (
            <LinearProgress variant="determinate" value={percent} aria-label={format(m.uploading, { percent: formatCount(percent) })} />
          )}
        </Box>
      )}
    </Stack>
  );
}
