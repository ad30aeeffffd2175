import { useEffect, useRef, useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { commonMessages } from '../messages';

/** Spec 9: search inputs are debounced 500 ms. */
export const SEARCH_DEBOUNCE_MS = 500;

/** The table's search box: reports the trimmed text once typing has paused for 500 ms. */
export function TableSearch({ value, onSearch, label = commonMessages.search }: { value: string; onSearch: (q: string) => void; label?: string }) {
  const [text, setText] = useState(value);
  // The timer calls the latest callback without restarting when the parent re-renders.
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });
  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => onSearchRef.current(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <TextField
      type="search"
      value={text}
      onChange={(event) => setText(event.target.value)}
      placeholder={label}
      size="small"
      fullWidth={false}
      sx={{ minWidth: 240 }}
      slotProps={{
        htmlInput: { 'aria-label': label },
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
