import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { usePermissions } from '../use-permissions';

/** A record's customer: a link that opens the customer's drawer for an admin who may see customers, else plain text. */
export function CustomerLink({ userId, children }: { userId: number; children: ReactNode }) {
  const { can } = usePermissions();
  if (!can('listUsers')) return <>{children}</>;
  return (
    <Link component={RouterLink} to={`/user?open=${userId}`}>
      {children}
    </Link>
  );
}

/** A list's customer cell: the name, the phone beneath it when there is one. */
export function CustomerCell({ name, phone }: { name: ReactNode; phone?: string | null }) {
  return (
    <Box>
      <Typography variant="body2">{name}</Typography>
      {phone && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {phone}
        </Typography>
      )}
    </Box>
  );
}
