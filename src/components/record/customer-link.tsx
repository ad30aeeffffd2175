import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
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
