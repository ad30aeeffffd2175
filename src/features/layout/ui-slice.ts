import { createSlice } from '@reduxjs/toolkit';

export type ThemeMode = 'light' | 'dark';

export interface UiState {
  sidebarOpen: boolean;
  themeMode: ThemeMode;
}

const initialState: UiState = { sidebarOpen: true, themeMode: 'light' };

/** Shell preferences, remembered in localStorage. */
export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    sidebarToggled: (state) => {
      state.sidebarOpen = !state.sidebarOpen;
    },
    themeModeToggled: (state) => {
      state.themeMode = state.themeMode === 'light' ? 'dark' : 'light';
    },
  },
});

export const { sidebarToggled, themeModeToggled } = uiSlice.actions;

type WithUi = { ui: UiState };
export const selectSidebarOpen = (state: WithUi) => state.ui.sidebarOpen;
export const selectThemeMode = (state: WithUi) => state.ui.themeMode;
