import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { formatError } from '../../lib/format-error';
import { recordMessages as m } from './messages';

/** The drawer's width from the `sm` breakpoint up; below it the drawer is the whole screen. */
export const RECORD_DRAWER_WIDTH = 480;

export interface RecordDrawerProps {
  /** Open while the address names a record (useOpenRecord). */
  open: boolean;
  onClose(): void;
  /** `Wallet-add #12`. */
  title: ReactNode;
  /** Beside the title: the record's status chip. */
  status?: ReactNode;
  /** The record is being fetched (opened from a link, not from the list's page). */
  loading?: boolean;
  /** The fetch failed (a 403, offline…), or found nothing (`notFound`). */
  error?: unknown;
  notFound?: boolean;
  /** The actions its status allows, as buttons. */
  actions?: ReactNode;
  /** Its fields: <RecordFields>. */
  children?: ReactNode;
  /** Its history: <RecordHistory>. */
  history?: ReactNode;
}

/**
 * A record opened from a list: on the right from the `sm` breakpoint, the whole screen on a
 * phone. A heading with its status and a close button, the actions its status allows, every field,
 * and its history. Escape, the close button, a click outside and Back close it.
 */
export function RecordDrawer({ open, onClose, title, status, loading = false, error, notFound = false, actions, children, history }: RecordDrawerProps) {
  const titleId = useId();
  const ready = !loading && !error && !notFound;
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // Above the app's top bar (which stands above the navigation drawer): the heading and Close stay in view.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: RECORD_DRAWER_WIDTH }, maxWidth: '100%' },
        },
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 2, py: 1, position: 'sticky', top: 0, zIndex: 1, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {ready && status}
        <IconButton aria-label={m.close} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ px: 2, py: 2 }}>
        {loading && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={m.details} />
          </Box>
        )}
        {!loading && notFound && <Alert severity="warning">{m.notFound}</Alert>}
        {!loading && !notFound && error !== undefined && error !== null && <Alert severity="error">{formatError(error) || m.loadFailed}</Alert>}
        {ready && (
          <Stack spacing={2}>
            {actions && (
              <Box component="section" aria-label={m.actions} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {actions}
              </Box>
            )}
            <Box component="section" aria-label={m.details}>
              {children}
            </Box>
            {history && (
              <>
                <Divider />
                {history}
              </>
            )}
          </Stack>
        )}
      </Box>
    </Drawer>
  );
}

export interface RecordField {
  label: string;
  /** Null, undefined or '' shows a dash: every field is listed, set or not. */
  value: ReactNode;
}

/** A record's fields as a description list: label above value on a phone, beside it from `sm`. */
export function RecordFields({ fields }: { fields: RecordField[] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, 38%) 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1 } }}
    >
      {fields.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ pt: { xs: 1, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
            {value === null || value === undefined || value === '' ? m.empty : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
