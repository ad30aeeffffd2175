import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem, { type MenuItemProps } from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import SyncIcon from '@mui/icons-material/Sync';
import { useAppSelector } from '../../store/hooks';
import { useSyncPermissionsMutation } from '../../store/api';
import { useSignOut } from '../../components/use-sign-out';
import { usePermissions } from '../../components/use-permissions';
import { useNotify } from '../../components/use-notify';
import { useAccountLanguageItems } from '../../components/language-switch';
import { selectSessionUser, selectSessionUserName } from '../../store/session-slice';
import { format } from '../../lib/format';
import { layoutMessages } from './messages';

export function AccountMenu() {
  const user = useAppSelector(selectSessionUser);
  const { isSuperAdmin } = usePermissions();
  const navigate = useNavigate();
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const [syncPermissions] = useSyncPermissionsMutation();
  const name = useAppSelector(selectSessionUserName);
  const initials = [user?.first_name, user?.last_name].map((part) => part?.charAt(0) ?? '').join('').toUpperCase();

  const close = () => setAnchor(null);
  const languageItems = useAccountLanguageItems(close);

  const sync = async () => {
    close();
    try {
      await syncPermissions().unwrap();
      notify.success(layoutMessages.syncSuccessful);
    } catch {
      notify.error(layoutMessages.syncError);
    }
  };

  const signOutNow = useSignOut();

  const signOut = () => {
    close();
    void signOutNow();
  };

  return (
    <>
      <IconButton
        onClick={(event) => {
          setOpened(true);
          setAnchor(event.currentTarget);
        }}
        // The visible initials are part of the name (WCAG 2.5.3: a speech user says what they see).
        aria-label={initials ? format(layoutMessages.accountMenuOf, { initials }) : layoutMessages.accountMenu}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        size="small"
      >
        <Avatar sx={{ width: 34, height: 34, bgcolor: 'secondary.dark', color: 'common.white', fontSize: 15 }}>
          {initials}
        </Avatar>
      </IconButton>
      {/* Drawn from its first opening on (it then closes with its transition): not at every screen's first draw. */}
      {opened && (
        <Menu
          anchorEl={anchor}
          open={Boolean(anchor)}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{ paper: { sx: { minWidth: 220 } } }}
        >
          <Typography component="div" sx={{ px: 2, pt: 1, fontWeight: 600 }}>
            {name}
          </Typography>
          <Typography component="div" variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
            {isSuperAdmin ? layoutMessages.superAdmin : user?.email}
          </Typography>
          <Divider />
          {languageItems}
          {isSuperAdmin && <MenuAction icon={<SyncIcon fontSize="small" />} label={layoutMessages.syncPermission} onClick={sync} />}
          <MenuAction
            icon={<PersonIcon fontSize="small" />}
            label={layoutMessages.profile}
            onClick={() => {
              close();
              navigate('/profile');
            }}
          />
          <MenuAction icon={<LogoutIcon fontSize="small" />} label={layoutMessages.logout} onClick={signOut} />
        </Menu>
      )}
    </>
  );
}

/** One of the menu's actions: its icon and label (the menu's own props, focus and tab stop, passed on). */
function MenuAction({ icon, label, ...item }: MenuItemProps & { icon: ReactNode; label: string }) {
  return (
    <MenuItem {...item}>
      <ListItemIcon>{icon}</ListItemIcon>
      {label}
    </MenuItem>
  );
}
