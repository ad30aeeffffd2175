import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ComputerIcon from '@mui/icons-material/Computer';
import PhoneIcon from '@mui/icons-material/PhoneAndroid';
import { Fragment } from 'react';
import { useConfirm } from '../../components/confirm-dialog';
import { QueryView } from '../../components/query-view';
import { useNotify } from '../../components/use-notify';
import { formatDateTime } from '../../lib/dates';
import { format, formatCount } from '../../lib/format';
import {
  useListMySessionsQuery,
  useRevokeMyOtherSessionsMutation,
  useRevokeMySessionMutation,
  type AdminSession,
} from '../../store/api';
import { describeDevice } from './device';
import { profileMessages as m } from './messages';

const isPhone = (userAgent: string | null) => Boolean(userAgent && /Android|iPhone|iPad|iPod|Mobile/.test(userAgent));

/** The signed-in admin's live sessions, most recently used first, with Sign out per other session and for all the others. */
export function MySessions() {
  const query = useListMySessionsQuery();
  const [revoke, revoking] = useRevokeMySessionMutation();
  const [revokeOthers, revokingOthers] = useRevokeMyOtherSessionsMutation();
  const confirm = useConfirm();
  const notify = useNotify();

  const signOut = async (session: AdminSession) => {
    const device = describeDevice(session.user_agent) ?? m.unknownDevice;
    if (!(await confirm({ message: format(m.signOutQuestion, { device, ip: session.ip ?? m.unknownIp }), confirmText: m.signOut }))) return;
    await notify.track(revoke({ id: session.id }).unwrap(), { pending: m.signingOut, success: m.signedOut });
  };
  const signOutOthers = async () => {
    if (!(await confirm({ message: m.signOutEverywhereElseQuestion, confirmText: m.signOutEverywhereElse }))) return;
    await notify.track(revokeOthers().unwrap(), {
      pending: m.signingOut,
      success: ({ data }) => (data.revoked === 1 ? m.signedOutOther : format(m.signedOutOthers, { n: formatCount(data.revoked) })),
    });
  };

  return (
    <QueryView query={query}>
      {({ rows: sessions }) => {
        const others = sessions.filter((session) => !session.current).length;
        return (
          <Stack spacing={1.5}>
            <List disablePadding aria-label={m.sessions}>
              {sessions.map((session, index) => {
                const device = describeDevice(session.user_agent) ?? m.unknownDevice;
                const Icon = isPhone(session.user_agent) ? PhoneIcon : ComputerIcon;
                return (
                  <Fragment key={session.id}>
                    {/* A rule between items as the item's border: a list holds list items only. */}
                    <ListItem disableGutters divider={index < sessions.length - 1} sx={{ gap: 2, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
                      <Icon color="action" sx={{ mt: 0.5 }} />
                      <Stack sx={{ flex: 1, minWidth: 0 }} spacing={0.25}>
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                          <Typography sx={{ fontWeight: 600 }} title={session.user_agent ?? undefined}>
                            {device}
                          </Typography>
                          {session.current && <Chip size="small" color="success" label={m.thisDevice} />}
                        </Stack>
                        <Typography variant="body2" color="text.secondary">
                          {m.ip}: {session.ip ?? m.unknownIp}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {m.lastSeen}: {session.last_seen_at ? formatDateTime(session.last_seen_at) : m.notSeenYet} · {m.signedIn}:{' '}
                          {formatDateTime(session.created_at)}
                        </Typography>
                      </Stack>
                      {!session.current && (
                        <Button
                          size="small"
                          color="error"
                          variant="outlined"
                          disabled={revoking.isLoading && revoking.originalArgs?.id === session.id}
                          onClick={() => void signOut(session)}
                          aria-label={`${m.signOut} ${device} ${session.ip ?? ''}`.trim()}
                        >
                          {m.signOut}
                        </Button>
                      )}
                    </ListItem>
                  </Fragment>
                );
              })}
            </List>
            {others > 0 ? (
              <div>
                <Button color="error" onClick={() => void signOutOthers()} disabled={revokingOthers.isLoading}>
                  {m.signOutEverywhereElse}
                </Button>
              </div>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {m.noOtherSessions}
              </Typography>
            )}
          </Stack>
        );
      }}
    </QueryView>
  );
}
