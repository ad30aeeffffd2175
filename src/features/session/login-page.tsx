import { useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LanguageSwitch } from '../../components/language-switch';
import { SignInForm } from './sign-in-form';
import { nextPath } from './next-path';
import { sessionMessages as m } from './messages';

/** The sign-in page: after signing in, the screen a deep link asked for (`/login?next=/topup-package/voucher/7`), else /. */
export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = nextPath(params.get('next'));
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 400 }}>
        <Typography variant="h5" component="h1">
          {m.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {m.subtitle}
        </Typography>
        <SignInForm onSignedIn={() => navigate(next, { replace: true })} />
        {/* This browser's language until sign-in; the next sign-in saves it on the account. */}
        <Box sx={{ mt: 3 }}>
          <LanguageSwitch />
        </Box>
      </Paper>
    </Box>
  );
}
