import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectSessionEnded, selectSessionUser, signedOut } from '../../store/session-slice';
import { SignInForm } from './sign-in-form';
import { sessionMessages as m } from './messages';

/**
 * The server ended the session (expired, revoked elsewhere, password changed) while the admin was
 * on a screen: say so over the screen, which stays as it was (what they typed included), and sign
 * in again right here. Sign out instead goes to the sign-in page.
 */
export function SessionEndedDialog() {
  const dispatch = useAppDispatch();
  const ended = useAppSelector(selectSessionEnded);
  const user = useAppSelector(selectSessionUser);
  return (
    <Dialog open={ended} aria-labelledby="session-ended-title" aria-describedby="session-ended-text" maxWidth="xs" fullWidth disableEscapeKeyDown>
      <DialogTitle id="session-ended-title">{m.sessionEndedTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="session-ended-text" sx={{ mb: 2 }}>
          {m.sessionEndedText}
        </DialogContentText>
        {ended && (
          <SignInForm
            identity={user?.email ?? user?.username ?? ''}
            onSignedIn={() => undefined}
            actions={<Button onClick={() => dispatch(signedOut())}>{m.signOut}</Button>}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
