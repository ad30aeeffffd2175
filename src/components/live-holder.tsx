import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import type { RootState } from '../app/store';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { api } from '../store/api';
import { format, formatCount } from '../lib/format';
import { newsSince, selectListNews, type LiveList } from '../store/live/live-slice';
import { holdList, KIND_OF_LIST, listTagOf } from '../store/live/live-lists';
import { liveMessages as m } from '../store/live/messages';

export type { LiveList } from '../store/live/live-slice';

/** What the holder reads of the list's query (an RTK Query hook's result). */
export interface LiveQueryState {
  isFetching?: boolean;
  /** When the latest fetch was asked for, and when it answered (ms). */
  startedTimeStamp?: number;
  fulfilledTimeStamp?: number;
}

/**
 * Holds a list being read in place: while it is on screen, new rows the live events bring are
 * counted here ("3 new — Show") instead of moving the rows, and a list that may have missed changes
 * (a row deleted, the stream reconnected) says so; Show fetches the list again (same page, sort,
 * filters and selection) and the count starts again. Rows changed on the page are refreshed where
 * they stand meanwhile (src/store/live/use-live-events.ts). Shown in the table's toolbar.
 */
export function LiveHolder({ list, query }: { list: LiveList; query: LiveQueryState }) {
  const dispatch = useAppDispatch();
  const news = useAppSelector((state) => selectListNews(state, list));

  const store = useStore<RootState>();
  useEffect(() => holdList(store, list), [store, list]);

  // When the rows on screen were asked for: what was heard after it is not among them.
  const answered =
    !query.isFetching && query.startedTimeStamp !== undefined && (query.fulfilledTimeStamp ?? -1) >= query.startedTimeStamp
      ? query.startedTimeStamp
      : undefined;
  const [since, setSince] = useState(answered);
  if (answered !== undefined && answered !== since) setSince(answered);

  const { count, more, changed } = newsSince(news, since);
  const n = `${formatCount(count)}${more ? '+' : ''}`;
  const label = count > 0 ? format(m.newRows, { n }) : changed ? m.outOfDate : null;

  return (
    <Box role="status" sx={{ display: 'inline-flex' }}>
      {label && (
        <Button
          size="small"
          variant="contained"
          startIcon={<ArrowUpwardIcon />}
          disabled={query.isFetching}
          onClick={() => dispatch(api.util.invalidateTags([listTagOf(KIND_OF_LIST[list])]))}
        >
          {label}
        </Button>
      )}
    </Box>
  );
}
