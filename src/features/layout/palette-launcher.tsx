import { Suspense, useEffect, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import SearchIcon from '@mui/icons-material/Search';
import { lazyScreen, ScreenBoundary } from '../../components/lazy-screen';
import type { NavSection } from './nav-sections';
import { paletteMessages as m } from './palette-messages';

/** The palette's code loads the first time it is opened, not with the layout. */
const CommandPalette = lazyScreen(() => import(/* webpackChunkName: "palette" */ './command-palette'));

/** Ctrl+K (Cmd+K on a Mac), wherever the focus is: browsers' own use of it (the address bar's search) gives way. */
const isPaletteKey = (event: KeyboardEvent) => (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

/**
 * The app bar's search button and the Ctrl/Cmd+K shortcut, which open the command palette
 * (command-palette.tsx). Once opened it stays mounted, closed, so it opens at once the next time;
 * a palette whose code could not load says so in place of the button's neighbour and tries again
 * at the next opening.
 */
export function PaletteLauncher({ nav }: { nav: NavSection[] }) {
  const [open, setOpen] = useState(false);
  /** How many times it was asked for: mounted from the first, and a failed load is tried again at the next. */
  const [opened, setOpened] = useState(0);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteKey(event)) return;
      event.preventDefault();
      setOpen((wasOpen) => !wasOpen);
      setOpened((n) => n + 1);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <IconButton
        aria-label={m.search}
        title={m.searchHint}
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        onClick={() => {
          setOpened((n) => n + 1);
          setOpen(true);
        }}
      >
        <SearchIcon />
      </IconButton>
      {opened > 0 && (
        <ScreenBoundary resetKey={String(opened)}>
          <Suspense fallback={null}>
            <CommandPalette open={open} onClose={() => setOpen(false)} nav={nav} />
          </Suspense>
        </ScreenBoundary>
      )}
    </>
  );
}
