import { useEffect, type ReactElement } from 'react';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import CheckIcon from '@mui/icons-material/Check';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { languageChoiceUnsaved, languageSetting, sameSetting, storeLanguageSetting, type Language, type LanguageSetting } from '../lib/i18n';
import { useGetMeQuery, useUpdateMyPreferencesMutation } from '../store/api';
import { languageMessages as m } from './language-messages';
import { useNotify } from './use-notify';

/** The page starts again in the chosen language (docs/languages.md: texts are read once, at load). */
export const reloadPage = { now: () => window.location.reload() };

/** Stores the choice for this browser and reloads when it changes what is shown. */
function useTheChoice(saveOnAccount?: (setting: LanguageSetting) => Promise<unknown>) {
  const notify = useNotify();
  return async (setting: LanguageSetting) => {
    if (sameSetting(setting, languageSetting())) return;
    if (saveOnAccount) {
      try {
        await saveOnAccount(setting);
      } catch {
        notify.error(m.notSaved);
        return;
      }
    }
    storeLanguageSetting(setting, { unsaved: !saveOnAccount });
    reloadPage.now();
  };
}

interface SwitchProps {
  /** Signed in: the choice is saved on the account first. */
  saveOnAccount?: (setting: LanguageSetting) => Promise<unknown>;
}

/** English | বাংলা, and for Bengali whether numbers use Bengali digits. */
export function LanguageSwitch({ saveOnAccount }: SwitchProps) {
  const choose = useTheChoice(saveOnAccount);
  const setting = languageSetting();
  return (
    <Stack spacing={0.5}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={setting.language}
        aria-label={m.language}
        onChange={(_event, language: Language | null) => language && void choose({ ...setting, language })}
      >
        <ToggleButton value="en" lang="en" sx={{ flex: 1, textTransform: 'none' }}>
          {m.english}
        </ToggleButton>
        <ToggleButton value="bn" lang="bn" sx={{ flex: 1, textTransform: 'none' }}>
          {m.bengali}
        </ToggleButton>
      </ToggleButtonGroup>
      {setting.language === 'bn' && (
        <FormControlLabel
          control={<Switch size="small" checked={setting.bengaliDigits} onChange={(_event, bengaliDigits) => void choose({ ...setting, bengaliDigits })} />}
          label={<Typography variant="body2">{m.bengaliDigits}</Typography>}
        />
      )}
    </Stack>
  );
}

/**
 * The account menu's language items (English, বাংলা, and Bengali digits in Bengali), as menu
 * radio and checkbox items: the choice goes on the admin's account, then the page reloads in it.
 */
export function useAccountLanguageItems(close: () => void): ReactElement[] {
  const [update] = useUpdateMyPreferencesMutation();
  const choose = useTheChoice((setting) => update({ preferencesInput: { language: setting.language, bengali_digits: setting.bengaliDigits } }).unwrap());
  const setting = languageSetting();
  const pick = (chosen: LanguageSetting) => {
    close();
    void choose(chosen);
  };
  const mark = (checked: boolean) => <ListItemIcon>{checked && <CheckIcon fontSize="small" />}</ListItemIcon>;
  const language = (value: Language, label: string) => (
    <MenuItem key={value} role="menuitemradio" aria-checked={setting.language === value} lang={value} onClick={() => pick({ ...setting, language: value })}>
      {mark(setting.language === value)}
      {label}
    </MenuItem>
  );
  return [
    <ListSubheader key="language" sx={{ lineHeight: 2.5 }}>
      {m.language}
    </ListSubheader>,
    language('en', m.english),
    language('bn', m.bengali),
    ...(setting.language === 'bn'
      ? [
          <MenuItem key="digits" role="menuitemcheckbox" aria-checked={setting.bengaliDigits} onClick={() => pick({ ...setting, bengaliDigits: !setting.bengaliDigits })}>
            {mark(setting.bengaliDigits)}
            {m.bengaliDigits}
          </MenuItem>,
        ]
      : []),
    <Divider key="after-language" />,
  ];
}

/**
 * After sign-in, the browser and the account agree: a choice made on the sign-in page is saved on
 * the account; otherwise the account's choice (made on any device) is taken, reloading once if it
 * differs from the page's.
 */
export function useAccountLanguage(): void {
  const { data: me } = useGetMeQuery();
  const [update] = useUpdateMyPreferencesMutation();
  const account = me?.data.preferences;
  useEffect(() => {
    if (!account) return;
    const shown = languageSetting();
    if (languageChoiceUnsaved()) {
      void update({ preferencesInput: { language: shown.language, bengali_digits: shown.bengaliDigits } })
        .unwrap()
        .then(() => storeLanguageSetting(shown))
        .catch(() => undefined); // tried again at the next start
      return;
    }
    if (account.language === null) return;
    const wanted = { language: account.language, bengaliDigits: account.bengali_digits };
    if (sameSetting(wanted, shown)) return;
    storeLanguageSetting(wanted);
    reloadPage.now();
  }, [account, update]);
}
