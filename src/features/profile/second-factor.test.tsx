import { screen, waitFor, within } from '@testing-library/react';
import { fail, meReply, mockApi, ok, renderWithProviders, signedInState } from '../../test-utils';
import ProfilePage from './profile-page';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const SETUP = {
  secret: SECRET,
  otpauth_url: `otpauth://totp/Shop%20Admin:rahim%40shop.test?secret=${SECRET}&issuer=Shop%20Admin&algorithm=SHA1&digits=6&period=30`,
};
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
const WRONG_CODE = 'That code is not right. Try again, or use a recovery code.';

function renderProfile() {
  return renderWithProviders(<ProfilePage />, { route: '/profile', preloadedState: signedInState() });
}

const section = () => screen.findByRole('region', { name: 'Two-step sign-in' });

describe('two-step sign-in on the profile', () => {
  it('sets it up: the QR code drawn in the page, the key to type, the password and a code to confirm, then the ten recovery codes once', async () => {
    const api = mockApi({
      getMe: meReply(),
      listMySessions: ok([]),
      beginSecondFactorSetup: ok(SETUP),
      confirmSecondFactor: fail(400, WRONG_CODE, [{ param: 'code', msg: WRONG_CODE }]),
    });
    const { user, store } = renderProfile();
    const region = await section();
    await within(region).findByText('Off');
    await user.click(within(region).getByRole('button', { name: 'Set up' }));

    // Drawn here as an SVG from the otpauth:// address: no image is fetched from anywhere.
    const qr = await within(region).findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(api.requests.every((request) => new URL(request.url).origin === window.location.origin)).toBe(true);
    expect(within(region).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Copy key' })).toBeInTheDocument();

    const code = within(region).getByRole('textbox', { name: /^Code from your authenticator app/ });
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    // The password beside the code: a session token alone does not enrol an authenticator.
    const password = within(region).getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await user.type(code, '12345');
    await user.click(within(region).getByRole('button', { name: 'Turn on' }));
    expect(await within(region).findByText('The code has 6 digits')).toBeInTheDocument();
    expect(within(region).getByText('Password is required')).toBeInTheDocument();
    expect(api.calls('confirmSecondFactor')).toHaveLength(0);

    await user.type(password, 'wrong-password');
    await user.type(code, '6');
    await user.click(within(region).getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(WRONG_CODE));

    api.set({ confirmSecondFactor: fail(400, 'The password is not correct', [{ param: 'password', msg: 'The password is not correct' }]) });
    await user.click(within(region).getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('The password is not correct'));

    api.set({ confirmSecondFactor: ok({ recovery_codes: CODES }) });
    await user.clear(password);
    await user.type(password, 'right-password');
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(within(region).getByRole('button', { name: 'Turn on' }));
    const list = await within(region).findByRole('list', { name: 'recovery codes' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES);
    expect(await screen.findByText('Two-step sign-in is on')).toBeInTheDocument();
    expect(await api.calls('confirmSecondFactor')[2].json()).toEqual({ password: 'right-password', code: '654321' });

    // Copy all, and Download as a text file.
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(region).getByRole('button', { name: 'Copy all' }));
    expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));
    const files: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (files.push(blob), 'blob:codes'), revokeObjectURL: () => undefined });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('shop-admin-recovery-codes.txt');
    });
    await user.click(within(region).getByRole('button', { name: 'Download (.txt)' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    const text = await files[0].text();
    expect(text).toContain('Shop Admin recovery codes for rahim@shop.test');
    for (const recoveryCode of CODES) expect(text).toContain(recoveryCode);

    // Neither the key nor the codes are kept in the store.
    const state = JSON.stringify(store.getState());
    expect(state).not.toContain(SECRET);
    expect(state).not.toContain(CODES[0]);

    // Saved: the status is asked again and says on.
    api.set({ getMe: meReply({ secondFactor: { enrolled: true, recovery_codes_left: 10 } }) });
    await user.click(within(region).getByRole('button', { name: 'I have saved them' }));
    expect(await within(region).findByText('On')).toBeInTheDocument();
    expect(within(region).getByText('10')).toBeInTheDocument();
    expect(within(region).queryByRole('list', { name: 'recovery codes' })).not.toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
  });

  it('makes new recovery codes with a current code; Turn off is not offered when the shop requires it', async () => {
    const api = mockApi({
      getMe: meReply({ secondFactor: { enrolled: true, required: true, recovery_codes_left: 2 } }),
      listMySessions: ok([]),
      regenerateRecoveryCodes: ok({ recovery_codes: CODES }),
    });
    const { user } = renderProfile();
    const region = await section();
    expect(await within(region).findByText('On')).toBeInTheDocument();
    expect(within(region).getByText('Only 2 recovery codes left: make new ones before they run out.')).toBeInTheDocument();
    expect(within(region).getByText('The shop requires two-step sign-in for your account, so it cannot be turned off.')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Turn off' })).not.toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'New recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'New recovery codes' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Code from your authenticator app/ }), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
    const list = await within(region).findByRole('list', { name: 'recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(await api.calls('regenerateRecoveryCodes')[0].json()).toEqual({ code: '123456' });
    await user.click(within(region).getByRole('button', { name: 'I have saved them' }));
    expect(within(region).queryByRole('list', { name: 'recovery codes' })).not.toBeInTheDocument();
  });

  it('turns it off with the password and a code; a wrong password is said on its field', async () => {
    const api = mockApi({
      getMe: meReply({ secondFactor: { enrolled: true, recovery_codes_left: 10 } }),
      listMySessions: ok([]),
      disableMySecondFactor: fail(400, 'Password is incorrect', [{ param: 'password', msg: 'Password is incorrect' }]),
    });
    const { user } = renderProfile();
    const region = await section();
    await user.click(await within(region).findByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-step sign-in' });
    const password = within(dialog).getByLabelText(/^Password/);
    await user.type(password, 'wrong-password');
    await user.type(within(dialog).getByRole('textbox', { name: /^Code from your app, or a recovery code/ }), 'abcde-fghij');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('Password is incorrect'));

    api.set({
      disableMySecondFactor: ok(null),
      getMe: meReply(),
    });
    await user.clear(password);
    await user.type(password, 'right-password');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-step sign-in is off')).toBeInTheDocument();
    expect(await within(region).findByText('Off')).toBeInTheDocument();
    expect(await api.calls('disableMySecondFactor')[1].json()).toEqual({ password: 'right-password', code: 'abcde-fghij' });
  });
});
