import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { commonMessages } from './messages';

/** Sets the browser tab's title to the screen's (`Banners · Shop Admin`) while the screen is shown. */
export function useTabTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return undefined;
    document.title = `${title} · ${commonMessages.appName}`;
    return () => {
      document.title = commonMessages.appName;
    };
  }, [title]);
}

/**
 * A screen's title (its one h1), with a back link when the screen belongs under another; a text
 * title also names the browser tab (`tabTitle` for a title that is not plain text).
 */
export function PageHeading({
  title,
  backTo,
  backLabel = commonMessages.back,
  tabTitle,
}: {
  title: ReactNode;
  backTo?: string;
  backLabel?: string;
  tabTitle?: string;
}) {
  useTabTitle(tabTitle ?? (typeof title === 'string' ? title : undefined));
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {backTo && (
        <Tooltip title={backLabel}>
          <IconButton component={RouterLink} to={backTo} aria-label={backLabel} edge="start">
            <ArrowBackIcon />
          </IconButton>
        </Tooltip>
      )}
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
    </Stack>
  );
}
