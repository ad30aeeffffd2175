import { Fragment, memo } from 'react';
import { NavLink } from 'react-router';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import { styled } from '@mui/material/styles';
import type { NavSection } from './nav-sections';
import { format, formatCount } from '../../lib/format';
import { layoutMessages } from './messages';
import { visuallyHidden } from '../../components/visually-hidden';

export const SIDEBAR_WIDTH = 248;
export const SIDEBAR_MINI_WIDTH = 64;

export interface SidebarProps {
  sections: NavSection[];
  open: boolean;
  /**
   * Small screens: a temporary drawer over the content, closed until the menu button opens it,
   * closed again by a choice, Escape or a tap outside (`onClose`).
   */
  temporary?: boolean;
  onClose?: () => void;
  /** Waiting work per path (live counts), shown on the entry's icon. */
  badges?: Record<string, number>;
}

/**
 * The whole navigation's look in one style: its links are plain links inside it. Drawn as MUI's
 * dense ListItem, ListItemButton, ListItemIcon, Badge and ListItemText per entry (24 for the owner,
 * each resolving its theme and styles), the sidebar took 210–520 ms of a laptop's full load with the
 * CPU 4× slower, as long as the orders table's body, and 80–165 ms again at every sidebar click
 * (docs/benchmarks.md, "Screens").
 */
const Navigation = styled('nav')(({ theme }) => ({
  // As MUI's List: no space above a group's name, 8 px below each group (and above it in the icon rail).
  '& ul': { listStyle: 'none', margin: 0, padding: theme.spacing(0, 0, 1) },
  '&.mini ul': { paddingTop: theme.spacing(1) },
  '& .nav-group': {
    ...theme.typography.body2,
    fontWeight: theme.typography.fontWeightMedium,
    lineHeight: '32px',
    padding: theme.spacing(0, 2),
    color: theme.palette.text.secondary,
  },
  '& a': {
    display: 'flex',
    alignItems: 'center',
    minHeight: 40,
    margin: theme.spacing(0, 1),
    padding: theme.spacing(0.5, 2),
    borderRadius: theme.shape.borderRadius,
    color: theme.palette.text.primary,
    textDecoration: 'none',
    WebkitTapHighlightColor: 'transparent',
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2, backgroundColor: theme.palette.action.focus },
    '&.active': { backgroundColor: theme.palette.action.selected, color: theme.palette.primary.main },
    '&.active .nav-icon': { color: theme.palette.primary.main },
  },
  '& .nav-icon': { display: 'inline-flex', flexShrink: 0, minWidth: 36, color: theme.palette.action.active },
  '&.mini .nav-icon': { minWidth: 0 },
  '& .nav-icon-badged': { position: 'relative', display: 'inline-flex' },
  '& .nav-badge': {
    position: 'absolute',
    top: 0,
    right: 0,
    transform: 'translate(50%, -50%)',
    boxSizing: 'border-box',
    minWidth: 20,
    height: 20,
    padding: theme.spacing(0, 0.75),
    borderRadius: 10,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: theme.typography.pxToRem(12),
    fontWeight: theme.typography.fontWeightMedium,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    backgroundColor: theme.palette.error.main,
    color: theme.palette.error.contrastText,
  },
  '& .nav-label': { ...theme.typography.body2, flex: '1 1 auto', minWidth: 0, margin: theme.spacing(0.5, 0) },
  '& .visually-hidden': visuallyHidden,
}));

const NO_BADGES: Record<string, number> = {};

/** The count shown on an entry's icon; in the link's name as "3 waiting" (the number alone is only drawn). */
function waitingBadge(count: number | undefined) {
  if (!count) return null;
  return (
    <>
      <span className="nav-badge" aria-hidden>
        {count > 999 ? `${formatCount(999)}+` : formatCount(count)}
      </span>
      <span className="visually-hidden">{format(layoutMessages.waiting, { n: formatCount(count) })}</span>
    </>
  );
}

/**
 * The permitted screens, grouped; on wide screens collapses to an icon rail (labels become tooltips).
 * Drawn again only when its own props change (the layout above it renders at every live count); its
 * links follow the address themselves.
 */
export const Sidebar = memo(function Sidebar({ sections, open: requestedOpen, temporary = false, onClose, badges = NO_BADGES }: SidebarProps) {
  // The temporary drawer always shows labels; `open` only decides whether it is shown.
  const open = temporary || requestedOpen;
  const width = open ? SIDEBAR_WIDTH : SIDEBAR_MINI_WIDTH;
  const navigation = (
    <Navigation aria-label={layoutMessages.navigation} className={open ? undefined : 'mini'}>
      {sections.map((section, index) => (
        <Fragment key={section.group}>
          {index > 0 && !open && <Divider sx={{ my: 0.5 }} />}
          <ul>
            {open && <li className="nav-group">{layoutMessages.groups[section.group]}</li>}
            {section.items.map(({ path, label, icon: Icon }) => {
              const link = (
                <NavLink to={path} end onClick={temporary ? onClose : undefined}>
                  <span className="nav-icon">
                    <span className="nav-icon-badged">
                      <Icon fontSize="small" />
                      {waitingBadge(badges[path])}
                    </span>
                  </span>
                  {open && <span className="nav-label">{label}</span>}
                </NavLink>
              );
              return (
                // A list holds list items only: each link sits in its own <li>. The icon rail names
                // its links by their tooltip; an open sidebar shows the label itself.
                <li key={path}>
                  {open ? (
                    link
                  ) : (
                    <Tooltip title={label} placement="right">
                      {link}
                    </Tooltip>
                  )}
                </li>
              );
            })}
          </ul>
        </Fragment>
      ))}
    </Navigation>
  );

  if (temporary) {
    return (
      <Drawer
        variant="temporary"
        open={requestedOpen}
        onClose={onClose}
        ModalProps={{ keepMounted: false }}
        sx={{ '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, maxWidth: '85vw', boxSizing: 'border-box' } }}
      >
        <Toolbar />
        {navigation}
      </Drawer>
    );
  }
  return (
    <Drawer
      variant="permanent"
      open={open}
      sx={(theme) => ({
        width,
        flexShrink: 0,
        transition: theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
        '& .MuiDrawer-paper': {
          width,
          overflowX: 'hidden',
          boxSizing: 'border-box',
          transition: theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
        },
      })}
    >
      <Toolbar />
      {navigation}
    </Drawer>
  );
});
