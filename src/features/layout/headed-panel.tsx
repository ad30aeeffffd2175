import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/**
 * A page of the shell that is a message rather than a screen (the welcome home page, the
 * forbidden page): an outlined panel as wide as a form, headed by the page's one h1.
 */
export function HeadedPanel({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 760 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
