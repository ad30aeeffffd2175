import type { PaginationRenderItemParams } from '@mui/material/Pagination';
import { alpha, type Theme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import { BARE_BUTTON } from './table-rows';

/** material-react-table's icons for the pager's arrows (its defaults). */
const ARROWS = { first: FirstPageIcon, previous: ChevronLeftIcon, next: ChevronRightIcon, last: LastPageIcon } as const;

/**
 * One of the pager's buttons (a page, or first, previous, next, last) or a gap (…), drawn for
 * MUI's Pagination (its `renderItem`) instead of its PaginationItem: a plain `button` under the
 * toolbar's one style (`pageButtonsSx`), with Pagination's names ("Go to page 2", "page 3" for the
 * current one, `aria-current`, in the admin's language through the theme) and its click. Each
 * PaginationItem was MUI's ButtonBase with a style of its own, 11–13 of them at every list's
 * first draw.
 */
export function PageButton({ type, page, selected, disabled, onClick, 'aria-label': label, 'aria-current': current }: PaginationRenderItemParams & { 'aria-label'?: string; 'aria-current'?: 'page' }) {
  if (type === 'start-ellipsis' || type === 'end-ellipsis') return <div className="dt-page dt-page-gap">…</div>;
  const Arrow = type === 'page' ? null : ARROWS[type];
  return (
    <button type="button" className="dt-page" aria-label={label} aria-current={current} data-selected={selected || undefined} disabled={disabled} onClick={onClick}>
      {type === 'page' && page}
      {Arrow && <Arrow className="dt-page-arrow" />}
    </button>
  );
}

/** MUI's PaginationItem (text, medium) as one style for the pager's buttons, placed in the toolbar's. */
export const pageButtonsSx = (theme: Theme) => ({
  '& .dt-page': {
    ...BARE_BUTTON,
    ...theme.typography.body2,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 32,
    height: 32,
    padding: '0 6px',
    margin: '0 3px',
    borderRadius: 16,
    outline: 0,
    textAlign: 'center',
    color: theme.palette.text.primary,
    backgroundColor: 'transparent',
    transition: theme.transitions.create(['color', 'background-color'], { duration: theme.transitions.duration.short }),
    '&:hover': { backgroundColor: theme.palette.action.hover, '@media (hover: none)': { backgroundColor: 'transparent' } },
    '&:focus-visible': { backgroundColor: theme.palette.action.focus },
    '&:disabled': { opacity: theme.palette.action.disabledOpacity, pointerEvents: 'none', cursor: 'default' },
    '&[data-selected]': {
      backgroundColor: theme.palette.action.selected,
      '&:hover': { backgroundColor: alpha(theme.palette.action.selected, theme.palette.action.selectedOpacity + theme.palette.action.hoverOpacity) },
      '&:focus-visible': { backgroundColor: alpha(theme.palette.action.selected, theme.palette.action.selectedOpacity + theme.palette.action.focusOpacity) },
    },
  },
  '& .dt-page-gap': { height: 'auto', cursor: 'default', '&:hover': { backgroundColor: 'transparent' } },
  '& .dt-page-arrow': { fontSize: theme.typography.pxToRem(20), margin: '0 -8px' },
});
