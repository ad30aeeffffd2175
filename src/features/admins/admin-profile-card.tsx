import Avatar from '@mui/material/Avatar';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QueryView } from '../../components/query-view';
import { StatusChip } from '../../components/status-chip';
import { useGetAdminQuery } from '../../store/api';
import { adminName } from './admin-name';
import { adminMessages as m } from './messages';

/** The admin whose permissions a screen manages: name, role, username, email, phone. */
export function AdminProfileCard({ adminId }: { adminId: number }) {
  const query = useGetAdminQuery({ id: adminId });
  return (
    <Paper variant="outlined" component="section" aria-label={m.profileCard} sx={{ p: 2.5 }}>
      <QueryView query={query}>
        {({ data: admin }) => (
          <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <Avatar sx={{ width: 72, height: 72, bgcolor: 'secondary.main', fontSize: 28 }} src={admin.image ?? undefined} alt="">
              {`${admin.first_name.charAt(0)}${admin.last_name.charAt(0)}`.toUpperCase()}
            </Avatar>
            <Typography variant="h6" component="h2">
              {adminName(admin)}
            </Typography>
            <StatusChip status={admin.is_super_admin ? 'active' : 'sub'} label={admin.is_super_admin ? m.superAdmin : m.subAdmin} />
            <Stack spacing={0.5} sx={{ width: '100%', wordBreak: 'break-word' }}>
              <Typography variant="body2">@{admin.username}</Typography>
              <Typography variant="body2" color="text.secondary">
                {admin.email}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {admin.phone ?? m.noPhone}
              </Typography>
            </Stack>
          </Stack>
        )}
      </QueryView>
    </Paper>
  );
}
