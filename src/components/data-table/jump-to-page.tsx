import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { commonMessages } from '../messages';
import { toLatinDigits } from '../../lib/i18n';

/** Parses the jump-to-page input: a whole number from 1 to the last page, else undefined (ignored). */
export function parsePageNumber(text: string, pageCount: number): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const page = Number(trimmed);
  return page >= 1 && page <= pageCount ? page : undefined;
}

/** Enter a page number and press Enter; anything but 1…last page is ignored. */
export function JumpToPage({ pageCount, onJump }: { pageCount: number; onJump: (page: number) => void }) {
  const [text, setText] = useState('');
  return (
    <TextField
      value={text}
      onChange={(event) => setText(toLatinDigits(event.target.value))}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        const page = parsePageNumber(text, pageCount);
        if (page !== undefined) {
          onJump(page);
          setText('');
        }
      }}
      label={commonMessages.goToPage}
      size="small"
      fullWidth={false}
      sx={{ width: 120 }}
      slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': commonMessages.goToPage } }}
    />
  );
}
