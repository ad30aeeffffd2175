import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import { commonMessages } from '../../components/messages';
import { useNotify } from '../../components/use-notify';
import { format } from '../../lib/format';
import { saveFile } from '../../lib/save-file';
import { profileMessages as m } from './messages';

/**
 * Ten single-use recovery codes, shown once (after enrolling, or after making new ones): copy
 * them, download them as a text file, then say they are saved. They live in the caller's
 * component state only, gone when it closes.
 */
export function RecoveryCodes({ codes, account, onSaved }: { codes: string[]; account: string; onSaved: () => void }) {
  const notify = useNotify();
  const copyAll = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      notify.success(m.copiedAll);
    } catch {
      notify.error(commonMessages.copyFailed);
    }
  };
  const download = () =>
    saveFile([[format(m.recoveryCodesFileTitle, { account }), m.recoveryCodesFileNote, '', ...codes, ''].join('\n')], m.recoveryCodesFileName, 'text/plain;charset=utf-8');

  return (
    <Stack spacing={2}>
      <Alert severity="warning">
        <AlertTitle>{m.recoveryCodesTitle}</AlertTitle>
        {m.recoveryCodesText}
      </Alert>
      <Box
        component="ol"
        aria-label={m.recoveryCodes}
        sx={{
          m: 0,
          p: 2,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(8.5em, 1fr))',
          gap: 1,
          fontFamily: 'monospace',
          fontSize: '1rem',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copyAll()}>
          {m.copyAll}
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download}>
          {m.download}
        </Button>
        <Button variant="contained" onClick={onSaved} sx={{ ml: { sm: 'auto' } }}>
          {m.savedThem}
        </Button>
      </Stack>
    </Stack>
  );
}
