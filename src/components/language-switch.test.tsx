import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { AppLayout } from '../features/layout/app-layout';
import { makeStore } from '../app/store';
import { LANGUAGE_STORAGE_KEY, setLanguageSettingForTests, DEFAULT_SETTING } from '../lib/i18n';
import { fail, meReply, mockApi, ok, renderWithProviders, signedInState } from '../test-utils';
import { LanguageSwitch, reloadPage, useAccountLanguage } from './language-switch';

const stored = () => JSON.parse(window.localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? 'null');

/** GET /admin/me of an admin whose account holds `preferences`. */
const meWith = (preferences: { language: 'en' | 'bn' | null; bengali_digits: boolean }) => meReply({ preferences });

let reloads: jest.SpyInstance;
beforeEach(() => {
  window.localStorage.clear();
  setLanguageSettingForTests(DEFAULT_SETTING);
  reloads = jest.spyOn(reloadPage, 'now').mockImplementation(() => undefined);
});
afterEach(() => {
  reloads.mockRestore();
  setLanguageSettingForTests(DEFAULT_SETTING);
});

function renderLayout() {
  return renderWithProviders(
    <Routes>
      <Route element={<AppLayout nav={[]} />}>
        <Route path="/" element={<h1>Home screen</h1>} />
      </Route>
    </Routes>,
    { store: makeStore(signedInState()) },
  );
}

describe('the language in the account menu', () => {
  it('saves বাংলা on the account, keeps it for this browser, and reloads the page in it', async () => {
    const api = mockApi({ getMe: meReply(), updateMyPreferences: ok({ language: 'bn', bengali_digits: true }) });
    const { user } = renderLayout();
    await user.click(screen.getByRole('button', { name: /^Account menu/ }));
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('menuitemradio', { name: 'বাংলা' }));
    await waitFor(() => expect(reloads).toHaveBeenCalledTimes(1));
    expect(await api.calls('updateMyPreferences')[0].json()).toEqual({ language: 'bn', bengali_digits: true });
    expect(stored()).toEqual({ language: 'bn', bengaliDigits: true });
  });

  it('keeps the page as it is when the account cannot save it', async () => {
    mockApi({ getMe: meReply(), updateMyPreferences: fail(500, 'Down') });
    const { user } = renderLayout();
    await user.click(screen.getByRole('button', { name: /^Account menu/ }));
    await user.click(screen.getByRole('menuitemradio', { name: 'বাংলা' }));
    expect(await screen.findByText('The language could not be saved on your account. Try again.')).toBeInTheDocument();
    expect(reloads).not.toHaveBeenCalled();
    expect(stored()).toBeNull();
  });

  it('offers Bengali digits in Bengali only, and turns them off', async () => {
    setLanguageSettingForTests({ language: 'bn', bengaliDigits: true });
    const api = mockApi({ getMe: meReply(), updateMyPreferences: ok({ language: 'bn', bengali_digits: false }) });
    const { user } = renderLayout();
    await user.click(screen.getByRole('button', { name: /^Account menu/ }));
    const digits = screen.getByRole('menuitemcheckbox', { name: /^Bengali digits/ });
    expect(digits).toHaveAttribute('aria-checked', 'true');
    await user.click(digits);
    await waitFor(() => expect(reloads).toHaveBeenCalledTimes(1));
    expect(await api.calls('updateMyPreferences')[0].json()).toEqual({ language: 'bn', bengali_digits: false });
    expect(stored()).toEqual({ language: 'bn', bengaliDigits: false });
  });
});

function AccountLanguage() {
  useAccountLanguage();
  return null;
}

describe('after sign-in, the browser follows the account', () => {
  it("takes the account's language, chosen on another device, and reloads once", async () => {
    mockApi({ getMe: meWith({ language: 'bn', bengali_digits: false }) });
    renderWithProviders(<AccountLanguage />, { store: makeStore(signedInState()) });
    await waitFor(() => expect(reloads).toHaveBeenCalledTimes(1));
    expect(stored()).toEqual({ language: 'bn', bengaliDigits: false });
  });

  it('changes nothing when the account has no language yet, or the same one', async () => {
    const api = mockApi({ getMe: meWith({ language: null, bengali_digits: true }) });
    renderWithProviders(<AccountLanguage />, { store: makeStore(signedInState()) });
    await waitFor(() => expect(api.calls('getMe')).toHaveLength(1));
    api.set({ getMe: meWith({ language: 'en', bengali_digits: false }) });
    renderWithProviders(<AccountLanguage />, { store: makeStore(signedInState()) });
    await waitFor(() => expect(api.calls('getMe')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reloads).not.toHaveBeenCalled();
    expect(api.calls('updateMyPreferences')).toHaveLength(0);
  });

  it('saves on the account a language chosen on the sign-in page, without reloading', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, JSON.stringify({ language: 'bn', bengaliDigits: true, unsaved: true }));
    setLanguageSettingForTests({ language: 'bn', bengaliDigits: true });
    const api = mockApi({ getMe: meWith({ language: 'en', bengali_digits: true }), updateMyPreferences: ok({ language: 'bn', bengali_digits: true }) });
    renderWithProviders(<AccountLanguage />, { store: makeStore(signedInState()) });
    await waitFor(() => expect(stored()).toEqual({ language: 'bn', bengaliDigits: true }));
    expect(await api.calls('updateMyPreferences')[0].json()).toEqual({ language: 'bn', bengali_digits: true });
    expect(reloads).not.toHaveBeenCalled();
  });
});

describe('the language switch on the sign-in page', () => {
  it('keeps the choice for this browser, to be saved on the account at sign-in', async () => {
    mockApi({});
    const { user } = renderWithProviders(<LanguageSwitch />);
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'বাংলা' }));
    expect(reloads).toHaveBeenCalledTimes(1);
    expect(stored()).toEqual({ language: 'bn', bengaliDigits: true, unsaved: true });
  });
});
