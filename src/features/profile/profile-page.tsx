import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SubmitButton } from '../../components/form/submit-button';
import { ListPage } from '../../components/list-page';
import { QueryView } from '../../components/query-view';
import { StatusChip } from '../../components/status-chip';
import { useNotify } from '../../components/use-notify';
import { formatDate } from '../../lib/dates';
import { format, formatCount } from '../../lib/format';
import { useGetMeQuery } from '../../store/api';
import { ChangePasswordFields, useChangePasswordForm } from './change-password-form';
import { MySessions } from './my-sessions';
import { Detail, Section } from './section';
import { SecondFactorSection } from './second-factor-section';
import { profileMessages as m } from './messages';

function ChangePasswordSection() {
  const notify = useNotify();
  const { form, submit } = useChangePasswordForm(() => notify.success(m.passwordChanged), { reuse: true });
  return (
    <Section title={m.changePasswordTitle} hint={m.otherSessionsEnd}>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2.5}>
          <ChangePasswordFields form={form} />
        </Stack>
        <SubmitButton busy={form.submitting} sx={{ mt: 3 }}>
          {m.changePassword}
        </SubmitButton>
      </Box>
    </Section>
  );
}

/** The signed-in admin: their details (GET /admin/me), where they are signed in, their password and two-step sign-in. */
export default function ProfilePage() {
  const me = useGetMeQuery();
  return (
    <ListPage title={m.profileTitle}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Section title={m.details}>
            <QueryView query={me}>
              {({ data: { user, is_super_admin, permissions } }) => (
                <Stack spacing={2}>
                  <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                    <Avatar sx={{ width: 56, height: 56, bgcolor: 'secondary.dark', color: 'common.white' }} src={user.image ?? undefined} alt="">
                      {`${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase()}
                    </Avatar>
                    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
                      <Typography variant="h6" component="p" sx={{ wordBreak: 'break-word' }}>
                        {user.first_name} {user.last_name}
                      </Typography>
                      <div>
                        <StatusChip status={is_super_admin ? 'active' : 'sub'} label={is_super_admin ? m.superAdmin : m.subAdmin} />
                      </div>
                    </Stack>
                  </Stack>
                  <Stack spacing={1}>
                    <Detail label={m.username} value={user.username} />
                    <Detail label={m.email} value={user.email} />
                    <Detail label={m.phone} value={user.phone ?? m.notSet} />
                    <Detail label={m.gender} value={user.gender ?? m.notSet} />
                    <Detail label={m.dateOfBirth} value={user.date_of_birth ? formatDate(user.date_of_birth) : m.notSet} />
                    <Detail
                      label={m.permissions}
                      value={is_super_admin ? m.allPermissions : format(m.permissionCount, { n: formatCount(permissions.length) })}
                    />
                  </Stack>
                </Stack>
              )}
            </QueryView>
          </Section>
          <ChangePasswordSection />
          <SecondFactorSection />
        </Stack>
        <Section title={m.sessions} hint={m.sessionsHint}>
          <MySessions />
        </Section>
      </Box>
    </ListPage>
  );
}
