import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { commonMessages } from '../../components/messages';
import { SubmitButton } from '../../components/form/submit-button';
import { useSignOut } from '../../components/use-sign-out';
import { useAppSelector } from '../../store/hooks';
import { selectSessionUser } from '../../store/session-slice';
import { SecondFactorEnrolment, useSecondFactorSetup } from './second-factor-enrolment';
import { profileMessages as m } from './messages';

/**
 * REQUIRE_SECOND_FACTOR asks this admin to enrol and they have not: the signed-in app shows only
 * this screen, whatever the address, until they have (the server refuses everything else to this
 * session meanwhile). Once the recovery codes are put away GET /admin/me says so, and the app
 * opens where the admin was going.
 */
export default function SecondFactorRequiredPage() {
  const user = useAppSelector(selectSessionUser);
  const signOut = useSignOut();
  const { setup, start, starting } = useSecondFactorSetup();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 1 }}>
          <Typography variant="h6" component="div" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
            {commonMessages.appName}
          </Typography>
          <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => void signOut()}>
            {m.signOut}
          </Button>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ maxWidth: 720, mx: 'auto', p: { xs: 2, md: 3 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Stack spacing={2}>
            <Typography variant="h5" component="h1">
              {m.setUpTitle}
            </Typography>
            <Typography color="text.secondary">{m.requiredScreenText}</Typography>
            {setup ? (
              <SecondFactorEnrolment setup={setup} account={user?.email ?? user?.username ?? ''} onEnrolled={() => undefined} />
            ) : (
              <div>
                <SubmitButton type="button" busy={starting} onClick={() => void start()}>
                  {m.setUp}
                </SubmitButton>
              </div>
            )}
          </Stack>
        </Paper>
      </Box>
    </Box>
  );
}
