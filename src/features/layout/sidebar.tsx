import { Fragment } from 'react';
import { NavLink } from 'react-router';
import Badge from '@mui/material/Badge';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import type { NavSection } from './nav-sections';
import { format, formatCount } from '../../lib/format';
import { layoutMessages } from './messages';

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

/** The permitted screens, grouped; on wide screens collapses to an icon rail (labels become tooltips). */
export function Sidebar({ sections, open: requestedOpen, temporary = false, onClose, badges = {} }: SidebarProps) {
  // The temporary drawer always shows labels; `open` only decides whether it is shown.
  const open = temporary || requestedOpen;
  const width = open ? SIDEBAR_WIDTH : SIDEBAR_MINI_WIDTH;
  const navigation = (
    <nav aria-label={layoutMessages.navigation}>
      {sections.map((section, index) => (
        <Fragment key={section.group}>
          {index > 0 && !open && <Divider sx={{ my: 0.5 }} />}
          <List
            dense
            subheader={
              open ? (
                <ListSubheader sx={{ lineHeight: '32px', bgcolor: 'transparent' }}>
                  {layoutMessages.groups[section.group]}
                </ListSubheader>
              ) : undefined
            }
          >
            {section.items.map(({ path, label, icon: Icon }) => {
              const link = (
                <ListItemButton
                  component={NavLink}
                  to={path}
                  end
                  onClick={temporary ? onClose : undefined}
                  sx={{
                    mx: 1,
                    borderRadius: 1,
                    minHeight: 40,
                    '&.active': { bgcolor: 'action.selected', color: 'primary.main' },
                    '&.active .MuiListItemIcon-root': { color: 'primary.main' },
                  }}
                >
                  <ListItemIcon sx={{ minWidth: open ? 36 : 0 }}>
                    <Badge
                      badgeContent={badges[path] ? (badges[path] > 999 ? `${formatCount(999)}+` : formatCount(badges[path])) : undefined}
                      color="error"
                      aria-label={badges[path] ? format(layoutMessages.waiting, { n: formatCount(badges[path]) }) : undefined}
                    >
                      <Icon fontSize="small" />
                    </Badge>
                  </ListItemIcon>
                  {open && <ListItemText primary={label} />}
                </ListItemButton>
              );
              return (
                // A list holds list items only: each link sits in its own <li>. The icon rail names
                // its links by their tooltip; an open sidebar shows the label itself.
                <ListItem key={path} disablePadding>
                  {open ? (
                    link
                  ) : (
                    <Tooltip title={label} placement="right">
                      {link}
                    </Tooltip>
                  )}
                </ListItem>
              );
            })}
          </List>
        </Fragment>
      ))}
    </nav>
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
}
