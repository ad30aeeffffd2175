import { useEffect, useRef, useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { commonMessages } from '../messages';
import { toLatinDigits } from '../../lib/i18n';

/** Search inputs are debounced 500 ms, as in the existing dashboard (docs/existing-dashboard.md#kept-as-it-was). */
export const SEARCH_DEBOUNCE_MS = 500;

export interface TableSearchProps {
  value: string;
  onSearch: (q: string) => void;
  label?: string;
  /** Keystrokes that would make the text not match are ignored (e.g. digits only for an id filter). */
  accept?: RegExp;
  inputMode?: 'numeric' | 'tel' | 'text';
  minWidth?: number;
}

/**
 * The table's search box (also a list's text filter): reports the trimmed text once typing has
 * paused for 500 ms.
 */
export function TableSearch({ value, onSearch, label = commonMessages.search, accept, inputMode, minWidth = 240 }: TableSearchProps) {
  const [text, setText] = useState(value);
  // The search can change from outside (Back, a link): show it instead of reverting to what was
  // typed. The echo of the box's own report is not such a change: what was typed since stays.
  const [shown, setShown] = useState(value);
  const [reported, setReported] = useState<string | null>(null);
  if (shown !== value) {
    setShown(value);
    if (value !== reported && text.trim() !== value) setText(value);
  }
  // The timer calls the latest callback without restarting when the parent re-renders.
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });
  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => {
      setReported(text.trim());
      onSearchRef.current(text.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <TextField
      type="search"
      value={text}
      onChange={(event) => {
        // Bengali digits are searched as the Latin ones the server stores (docs/languages.md).
        const typed = toLatinDigits(event.target.value);
        if (!accept || accept.test(typed)) setText(typed);
      }}
      placeholder={label}
      size="small"
      fullWidth={false}
      sx={{ minWidth }}
      slotProps={{
        htmlInput: { 'aria-label': label, inputMode },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
