import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { commonMessages } from './messages';

/** A screen's title (its one h1), with a back link when the screen belongs under another. */
export function PageHeading({ title, backTo, backLabel = commonMessages.back }: { title: ReactNode; backTo?: string; backLabel?: string }) {
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
