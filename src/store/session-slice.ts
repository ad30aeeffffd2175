import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionExpired } from './base-api';
import { savedSessionIsLive } from './saved-session';

/** What the shell shows about the signed-in admin (name in the avatar menu). */
export interface SessionUser {
  id: number;
  first_name: string;
  last_name: string;
  username?: string;
  email?: string;
}

export interface SessionState {
  user: SessionUser | null;
  token: string | null;
  expiresAt: string | null;
  /** Remember me: the persisted copy goes to localStorage when true, to sessionStorage otherwise. */
  remember: boolean;
  /**
   * The server refused the token (401) while the admin was working: the screen stays (with what was
   * typed) under a "session ended" dialog until they sign in again. `user` is kept for that dialog.
   */
  ended?: boolean;
}

const signedOutState: SessionState = { user: null, token: null, expiresAt: null, remember: false };

export const sessionSlice = createSlice({
  name: 'session',
  initialState: signedOutState,
  reducers: {
    signedIn: (_state, action: PayloadAction<{ user: SessionUser; token: string; expiresAt?: string | null; remember: boolean }>) => {
      const { user, token, expiresAt = null, remember } = action.payload;
      return {
        user: { id: user.id, first_name: user.first_name, last_name: user.last_name, username: user.username, email: user.email },
        token,
        expiresAt,
        remember,
        ended: false,
      };
    },
    signedOut: () => signedOutState,
  },
  extraReducers: (builder) => {
    builder.addCase(sessionExpired, (state) => (state.user && state.token ? { ...state, token: null, expiresAt: null, ended: true } : state.ended ? state : signedOutState));
  },
});

export const { signedIn, signedOut } = sessionSlice.actions;

type WithSession = { session: SessionState };

export const selectSessionUser = (state: WithSession) => state.session.user;
/** 'First Last' of the signed-in admin, as the avatar menu and the welcome show it. */
export const selectSessionUserName = (state: WithSession) =>
  [state.session.user?.first_name, state.session.user?.last_name].filter(Boolean).join(' ');
/** The session ended under the admin's feet: the app stays mounted behind a sign-in dialog. */
export const selectSessionEnded = (state: WithSession) => Boolean(state.session.ended && state.session.user);

/**
 * Signed in means both a user and a token are stored, and the token has not run out: a
 * session stored days ago opens on /login rather than flashing the app before the server's 401.
 */
export const selectIsSignedIn = (state: WithSession) => savedSessionIsLive(state.session, Date.now());
