import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '../../store/hooks';
import { format } from '../../lib/format';
import { selectSessionUserName } from '../../store/session-slice';
import { HeadedPanel } from './headed-panel';
import type { NavSection } from './nav-sections';
import { layoutMessages } from './messages';

/** `/` for an admin who may not see the dashboard: a welcome with the screens they may open. */
export function HomePage({ nav }: { nav: NavSection[] }) {
  const name = useAppSelector(selectSessionUserName);
  return (
    <HeadedPanel title={format(layoutMessages.welcome, { name })}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {nav.length > 0 ? layoutMessages.welcomeHint : layoutMessages.noScreens}
      </Typography>
      <Stack spacing={2}>
        {nav.map((section) => (
          <div key={section.group}>
            <Typography variant="overline" color="text.secondary">
              {layoutMessages.groups[section.group]}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {section.items.map(({ path, label, icon: Icon }) => (
                <Button key={path} component={RouterLink} to={path} variant="outlined" startIcon={<Icon />}>
                  {label}
                </Button>
              ))}
            </Stack>
          </div>
        ))}
      </Stack>
    </HeadedPanel>
  );
}
