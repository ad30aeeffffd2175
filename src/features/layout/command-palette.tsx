import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import InputBase from '@mui/material/InputBase';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import SearchIcon from '@mui/icons-material/Search';
import { StatusChip } from '../../components/status-chip';
import { format } from '../../lib/format';
import { toLatinDigits } from '../../lib/i18n';
import { formatError } from '../../lib/format-error';
import { useSearchEverythingQuery, type SearchHit, type SearchResults } from '../../store/api';
import { layoutMessages } from './messages';
import type { NavSection } from './nav-sections';
import { paletteMessages as m } from './palette-messages';
import { visuallyHidden } from '../../components/visually-hidden';

/** How long typing must pause before the server is asked (each keystroke would be a request). */
const DEBOUNCE_MS = 250;
/** The server is asked from this many characters on (a bare number at once: an order's id may be one digit). */
const MIN_SEARCH = 2;
const MAX_SEARCH = 64;

/** One choice of the list: a screen of the sidebar, or a row the server found. */
interface Choice {
  key: string;
  label: string;
  detail: string | null;
  status: string | null;
  to: string;
}

interface ChoiceGroup {
  title: string;
  choices: Choice[];
}

const SERVER_GROUPS: [keyof SearchResults, string][] = [
  ['orders', m.orders],
  ['physical_orders', m.physicalOrders],
  ['customers', m.customers],
  ['wallet_adds', m.walletAdds],
];

/** The sidebar's screens whose name (or section) holds every word typed; all of them for nothing typed. */
function matchingScreens(nav: NavSection[], text: string): Choice[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  return nav.flatMap((section) =>
    section.items
      .filter((item) => {
        const haystack = `${item.label} ${layoutMessages.groups[section.group]}`.toLowerCase();
        return words.every((word) => haystack.includes(word));
      })
      .map((item) => ({ key: `screen:${item.path}`, label: item.label, detail: layoutMessages.groups[section.group], status: null, to: item.path })),
  );
}

const choiceOf = (group: string) => (hit: SearchHit): Choice => ({ key: `${group}:${hit.id}`, label: hit.title, detail: hit.detail, status: hit.status, to: hit.link });

function useDebounced(value: string): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [value]);
  return debounced;
}

export interface CommandPaletteProps {
  open: boolean;
  onClose(): void;
  /** The screens the admin may open, as the sidebar has them. */
  nav: NavSection[];
}

/**
 * The command palette (Ctrl/Cmd+K, or the app bar's search button): type to filter the admin's
 * screens and, from two characters on, to find orders, customers and wallet-adds on the server
 * (GET /admin/search, which shows each admin only what they may list). Arrow keys choose, Enter
 * opens, Escape closes. A combobox whose listbox holds one group per kind of result.
 */
export default function CommandPalette({ open, onClose, nav }: CommandPaletteProps) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  // The content is mounted while open only (MUI's default): each opening starts afresh.
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { alignSelf: fullScreen ? undefined : 'flex-start', mt: fullScreen ? 0 : 8 } } }}
    >
      <Typography id={titleId} component="h2" sx={visuallyHidden}>
        {m.search}
      </Typography>
      <PaletteContent nav={nav} onClose={onClose} fullScreen={fullScreen} />
    </Dialog>
  );
}

function PaletteContent({ nav, onClose, fullScreen }: { nav: NavSection[]; onClose(): void; fullScreen: boolean }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();

  const trimmed = text.trim();
  const debounced = useDebounced(trimmed);
  const searchable = (value: string) => value.length >= MIN_SEARCH || /^\d+$/.test(value);
  const search = useSearchEverythingQuery({ q: debounced }, { skip: !searchable(debounced) });
  // Results of an older text are not shown beside what is typed now.
  const results = searchable(trimmed) && search.originalArgs?.q === debounced ? search.data?.data : undefined;

  const groups = useMemo<ChoiceGroup[]>(() => {
    const found: ChoiceGroup[] = [{ title: m.screens, choices: matchingScreens(nav, trimmed) }];
    for (const [key, title] of SERVER_GROUPS) {
      const hits = results?.[key];
      if (hits?.length) found.push({ title, choices: hits.map(choiceOf(key)) });
    }
    return found.filter((group) => group.choices.length > 0);
  }, [nav, trimmed, results]);
  const choices = useMemo(() => groups.flatMap((group) => group.choices), [groups]);
  const current = choices.length ? Math.min(active, choices.length - 1) : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;

  // The chosen row stays in view as the arrows move it.
  useEffect(() => {
    if (current >= 0) document.getElementById(optionId(current))?.scrollIntoView?.({ block: 'nearest' });
  });

  const choose = (choice: Choice | undefined) => {
    if (!choice) return;
    onClose();
    void navigate(choice.to);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!choices.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + choices.length) % choices.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(choices[current]);
    }
  };

  const pending = searchable(trimmed) && (trimmed !== debounced || search.isFetching);
  let index = -1;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <SearchIcon color="action" />
        <InputBase
          autoFocus
          fullWidth
          value={text}
          placeholder={m.placeholder}
          onChange={(event) => {
            // An id or a phone typed in Bengali digits finds what the Latin ones would.
            setText(toLatinDigits(event.target.value).slice(0, MAX_SEARCH));
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          inputProps={{
            role: 'combobox',
            'aria-label': m.search,
            'aria-expanded': choices.length > 0,
            'aria-controls': listId,
            'aria-autocomplete': 'list',
            'aria-activedescendant': current >= 0 ? optionId(current) : undefined,
            maxLength: MAX_SEARCH,
          }}
        />
      </Box>
      {pending ? <LinearProgress aria-label={m.searching} /> : <Box sx={{ height: 4 }} />}
      <Box id={listId} role="listbox" aria-label={m.search} sx={{ overflowY: 'auto', maxHeight: fullScreen ? undefined : '60vh', py: 1 }}>
        {groups.map((group) => (
          <Box key={group.title} role="group" aria-label={group.title}>
            <Typography role="presentation" variant="overline" color="text.secondary" sx={{ display: 'block', px: 2, pt: 1 }}>
              {group.title}
            </Typography>
            {group.choices.map((choice) => {
              index += 1;
              const mine = index;
              return (
                <Box
                  key={choice.key}
                  id={optionId(mine)}
                  role="option"
                  aria-selected={mine === current}
                  onMouseMove={() => mine !== current && setActive(mine)}
                  onClick={() => choose(choice)}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1,
                    px: 2,
                    py: 1,
                    cursor: 'pointer',
                    bgcolor: mine === current ? 'action.selected' : undefined,
                  }}
                >
                  <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                    <Typography variant="body2" noWrap>
                      {choice.label}
                    </Typography>
                    {choice.detail && (
                      <Typography variant="caption" color="text.secondary" noWrap component="div">
                        {choice.detail}
                      </Typography>
                    )}
                  </Box>
                  {choice.status && <StatusChip status={choice.status} />}
                </Box>
              );
            })}
          </Box>
        ))}
      </Box>
      <Box role="status" sx={{ px: 2, pb: 1.5, typography: 'caption', color: 'text.secondary' }}>
        {search.isError && searchable(trimmed)
          ? format(m.searchFailed, { error: formatError(search.error) })
          : !choices.length && !pending
            ? m.nothingFound
            : m.keysHint}
      </Box>
    </>
  );
}
