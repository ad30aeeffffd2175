import { memo, Suspense, useCallback, useState, type MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { commonMessages } from '../../components/messages';
import { ScreenBoundary } from '../../components/lazy-screen';
import { format } from '../../lib/format';
import { selectSidebarOpen, selectThemeMode, sidebarToggled, themeModeToggled } from './ui-slice';
import { Sidebar } from './sidebar';
import { SoundSwitch } from '../../components/sound-switch';
import { usePendingBadges } from '../../store/live/pending-badges';
import { useLiveEvents } from '../../store/live/use-live-events';
import { AccountMenu } from './account-menu';
import { PaletteLauncher } from './palette-launcher';
import { layoutMessages } from './messages';
import type { NavSection } from './nav-sections';

const MAIN_ID = 'main-content';

/**
 * The first Tab stop of the layout, shown when focused: moves the focus to the screen, past the
 * top bar and the sidebar (without changing the address, which the router owns).
 */
function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        minHeight: 24,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        boxShadow: 3,
        typography: 'button',
        // Out of sight until focused.
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none', outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      {layoutMessages.skipToContent}
    </Box>
  );
}

/**
 * The top bar: sidebar toggle, name, search, theme switch, sound, account. Drawn again only when its
 * own props or the theme change, not at every render of the layout (every waiting count it hears).
 */
const TopBar = memo(function TopBar({ nav, sidebarOpen, onToggleSidebar }: { nav: NavSection[]; sidebarOpen: boolean; onToggleSidebar: () => void }) {
  const dispatch = useAppDispatch();
  const themeMode = useAppSelector(selectThemeMode);
  const themeLabel = themeMode === 'light' ? layoutMessages.switchToDark : layoutMessages.switchToLight;
  return (
    <AppBar position="fixed" color="inherit" elevation={0} sx={{ zIndex: (theme) => theme.zIndex.drawer + 1, borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          edge="start"
          onClick={onToggleSidebar}
          aria-label={layoutMessages.toggleSidebar}
          aria-expanded={sidebarOpen}
        >
          <MenuIcon />
        </IconButton>
        <Typography variant="h6" component="div" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
          {commonMessages.appName}
        </Typography>
        <PaletteLauncher nav={nav} />
        <IconButton onClick={() => dispatch(themeModeToggled())} aria-label={themeLabel} title={themeLabel}>
          {themeMode === 'light' ? <DarkModeIcon /> : <LightModeIcon />}
        </IconButton>
        <SoundSwitch />
        <AccountMenu />
      </Toolbar>
    </AppBar>
  );
});

/**
 * The signed-in frame: top bar (sidebar toggle, search, theme switch, avatar menu), sidebar with the
 * permitted screens, the matched route's screen, and the footer.
 */
export function AppLayout({ nav }: { nav: NavSection[] }) {
  const dispatch = useAppDispatch();
  const wideSidebarOpen = useAppSelector(selectSidebarOpen);
  // Below md (phones, small tablets) the navigation is a temporary drawer, closed by default.
  const small = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const sidebarOpen = small ? drawerOpen : wideSidebarOpen;
  const toggleSidebar = useCallback(() => (small ? setDrawerOpen((open) => !open) : dispatch(sidebarToggled())), [small, dispatch]);
  const { pathname } = useLocation();
  useLiveEvents();
  const badges = usePendingBadges();

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <TopBar nav={nav} sidebarOpen={sidebarOpen} onToggleSidebar={toggleSidebar} />
      <Sidebar sections={nav} open={sidebarOpen} temporary={small} onClose={closeDrawer} badges={badges} />
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 }, '&:focus': { outline: 'none' } }}>
          <ScreenBoundary resetKey={pathname}>
            <Suspense fallback={<LinearProgress aria-label={commonMessages.loading} />}><Outlet /></Suspense>
          </ScreenBoundary>
        </Box>
        <Box component="footer" sx={{ px: 3, py: 2, color: 'text.secondary', typography: 'body2', borderTop: 1, borderColor: 'divider' }}>
          {format(layoutMessages.footer, { year: new Date().getFullYear() })}
        </Box>
      </Box>
    </Box>
  );
}
