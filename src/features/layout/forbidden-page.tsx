import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { FeatureRoute } from '../../components/feature-route';
import { useCan } from '../../components/use-permissions';
import { grantLabel, screenLabel } from '../../components/screen-names';
import { format } from '../../lib/format';
import { useListAdminsQuery } from '../../store/api';
import { HeadedPanel } from './headed-panel';
import { layoutMessages as m } from './messages';
import { operationScreens } from '../../../openapi/generated/screens';

/** The active super admins by name, for an admin who may see the team; null when they may not (or it has not loaded). */
function useSuperAdminNames(): string | null {
  const mayList = useCan('listAdmins');
  // A shop's team is small: its first hundred admins hold its super admins.
  const { data } = useListAdminsQuery({ page: 1, limit: 100, sort: 'first_name' }, { skip: !mayList });
  if (!data) return null;
  const names = data.rows.filter((admin) => admin.is_super_admin && admin.is_active !== false).map((admin) => `${admin.first_name} ${admin.last_name}`.trim());
  return names.length > 0 ? names.join(', ') : null;
}

/**
 * A screen the admin may not open (a link from a colleague, a bookmark, or a permission taken away
 * while it was open): says which screen it is, the grant that opens it and who can grant it
 * (super admins, by name when the admin may see the team), with the way home.
 */
export function ForbiddenPage({ route }: { route: Pick<FeatureRoute, 'operationId' | 'nav'> }) {
  const entry = operationScreens[route.operationId];
  const screen = route.nav?.label ?? (entry ? screenLabel(entry.screen) : m.thisScreen);
  const names = useSuperAdminNames();
  return (
    <HeadedPanel title={format(m.forbiddenTitle, { screen })}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {entry?.grant ? format(m.forbiddenGrant, { grant: `${screenLabel(entry.screen)}: ${grantLabel(entry.grant)}` }) : m.forbiddenSuperOnly}
      </Typography>
      {names && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {format(m.superAdminsAre, { names })}
        </Typography>
      )}
      <Button component={RouterLink} to="/" variant="contained" sx={{ mt: 1 }}>
        {m.goHome}
      </Button>
    </HeadedPanel>
  );
}
