import { createSlice } from '@reduxjs/toolkit';

/** The admin's live-view preferences, remembered on this device (persisted). */
export interface LiveState {
  /** A short sound when a new order arrives. */
  soundOn: boolean;
}

const initialState: LiveState = { soundOn: false };

export const liveSlice = createSlice({
  name: 'live',
  initialState,
  reducers: {
    soundToggled: (state) => {
      state.soundOn = !state.soundOn;
    },
  },
  selectors: {
    selectSoundOn: (state) => state.soundOn,
  },
});

export const { soundToggled } = liveSlice.actions;
export const { selectSoundOn } = liveSlice.selectors;
