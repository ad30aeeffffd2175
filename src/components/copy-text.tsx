import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import { format } from '../lib/format';
import { commonMessages } from './messages';
import { useNotify } from './use-notify';

const MASK = '••••••';

/**
 * A value an admin copies into a game or a chat (player id, voucher code): the text and a
 * one-click copy. A `secret` (in-game password, security code) shows masked until revealed; it
 * copies without being revealed.
 */
export function CopyText({
  value,
  label,
  secret = false,
  display,
}: {
  value: string | null | undefined;
  label: string;
  secret?: boolean;
  /** Shown instead of the value (a key in groups of four), which is still what is copied. */
  display?: string;
}) {
  const [revealed, setRevealed] = useState(false);
  const notify = useNotify();
  if (value === null || value === undefined || value === '') return null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify.success(format(commonMessages.copied, { label }));
    } catch {
      notify.error(commonMessages.copyFailed);
    }
  };
  const shown = !secret || revealed;
  const toggleLabel = format(revealed ? commonMessages.hide : commonMessages.show, { label });
  const copyLabel = format(commonMessages.copy, { label });

  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, whiteSpace: 'nowrap' }}>
      {/* A shown form (a key in groups) breaks between its groups; a bare value anywhere. */}
      <Box component="span" sx={{ fontFamily: 'monospace', wordBreak: display ? 'normal' : 'break-all', whiteSpace: 'normal' }}>
        {shown ? (display ?? value) : MASK}
      </Box>
      {secret && (
        <Tooltip title={toggleLabel}>
          <IconButton size="small" aria-label={toggleLabel} aria-pressed={revealed} onClick={() => setRevealed((was) => !was)}>
            {revealed ? <VisibilityOffIcon fontSize="inherit" /> : <VisibilityIcon fontSize="inherit" />}
          </IconButton>
        </Tooltip>
      )}
      <Tooltip title={copyLabel}>
        <IconButton size="small" aria-label={copyLabel} onClick={() => void copy()}>
          <ContentCopyIcon fontSize="inherit" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
