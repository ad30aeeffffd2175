import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Where the admin is: the router's location, kept in the store so that what DevTools records is a
 * screen (time travel moves between screens) and a replayed state opens on the screen it was
 * recorded on. Lists keep their page, sort, search and filters in the address, so they travel with
 * it. src/app/location-sync.ts keeps this and the router in step, both ways.
 */
export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
}

function addressBarLocation(): RouterLocation {
  if (typeof window === 'undefined') return { pathname: '/', search: '', hash: '' };
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

export const routerSlice = createSlice({
  name: 'router',
  initialState: addressBarLocation,
  reducers: {
    locationChanged: (_state, action: PayloadAction<RouterLocation>) => {
      const { pathname, search, hash } = action.payload;
      return { pathname, search, hash };
    },
  },
});

export const { locationChanged } = routerSlice.actions;

/** The location as one address (`/order?page=2#top`). */
export const addressOf = ({ pathname, search, hash }: RouterLocation) => `${pathname}${search}${hash}`;

export const selectLocation = (state: { router: RouterLocation }) => state.router;
