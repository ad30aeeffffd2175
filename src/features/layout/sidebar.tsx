import { Fragment } from 'react';
import { NavLink } from 'react-router';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import type { NavSection } from './nav-sections';
import { layoutMessages } from './messages';

export const SIDEBAR_WIDTH = 248;
export const SIDEBAR_MINI_WIDTH = 64;

/** The permitted screens, grouped; collapses to an icon rail (labels become tooltips). */
export function Sidebar({ sections, open }: { sections: NavSection[]; open: boolean }) {
  const width = open ? SIDEBAR_WIDTH : SIDEBAR_MINI_WIDTH;
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
      <nav aria-label={layoutMessages.navigation}>
        {sections.map((section, index) => (
          <Fragment key={section.group}>
            {index > 0 && !open && <Divider sx={{ my: 0.5 }} />}
            <List
              dense
              subheader={
                open ? (
                  <ListSubheader component="div" sx={{ lineHeight: '32px', bgcolor: 'transparent' }}>
                    {layoutMessages.groups[section.group]}
                  </ListSubheader>
                ) : undefined
              }
            >
              {section.items.map(({ path, label, icon: Icon }) => (
                <Tooltip key={path} title={open ? '' : label} placement="right">
                  <ListItemButton
                    component={NavLink}
                    to={path}
                    end
                    sx={{
                      mx: 1,
                      borderRadius: 1,
                      minHeight: 40,
                      '&.active': { bgcolor: 'action.selected', color: 'primary.main' },
                      '&.active .MuiListItemIcon-root': { color: 'primary.main' },
                    }}
                  >
                    <ListItemIcon sx={{ minWidth: open ? 36 : 0 }}>
                      <Icon fontSize="small" />
                    </ListItemIcon>
                    {open && <ListItemText primary={label} />}
                  </ListItemButton>
                </Tooltip>
              ))}
            </List>
          </Fragment>
        ))}
      </nav>
    </Drawer>
  );
}
