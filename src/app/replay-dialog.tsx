import { useState, type ChangeEvent } from 'react';
import type { Persistor } from 'redux-persist';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectIsSignedIn } from '../store/session-slice';
import { ReplayFileError, stateOfRecording, stateReplayed } from '../store/replay';
import { useNotify } from '../components/use-notify';
import { format, formatCount } from '../lib/format';
import { appMessages as m } from './messages';
import { createRootReducer } from './store';

/** `?replay=12`: replay the first 12 recorded actions only (a point in the recording's time). */
function replayStep(): number | undefined {
  const value = new URLSearchParams(window.location.search).get('replay');
  return value && /^\d{1,6}$/.test(value) ? Number(value) : undefined;
}

/**
 * The replay entry (`/?replay`, docs/development.md): once signed in, the tester chooses a state
 * exported from Redux DevTools; it is folded into one state (replay.ts) and put into the store, and
 * the location sync opens the screen it was recorded on. Saving is paused first, so neither the
 * replay nor anything after it in this tab overwrites what this browser keeps.
 */
export function ReplayDialog({ persistor }: { persistor: Persistor }) {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const notify = useNotify();
  const [open, setOpen] = useState(true);
  const [problem, setProblem] = useState('');
  const [step] = useState(replayStep);

  const load = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    try {
      const state = stateOfRecording(await file.text(), createRootReducer(), step);
      persistor.pause();
      dispatch(stateReplayed(state));
      setOpen(false);
      notify.success(m.replayed);
    } catch (error) {
      if (!(error instanceof ReplayFileError)) throw error;
      setProblem(error.message === 'not-json' ? m.replayNotJson : m.replayNotARecording);
    }
  };

  // Signed out, the sign-in page comes first; this opens once signed in (the address keeps ?replay).
  if (!signedIn) return null;
  return (
    <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="replay-title">
      <DialogTitle id="replay-title">{m.replayTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{m.replayIntro}</DialogContentText>
        {step !== undefined && <DialogContentText sx={{ mt: 1 }}>{format(m.replayStep, { n: formatCount(step) })}</DialogContentText>}
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
        <Button component="label" variant="contained" sx={{ mt: 2 }}>
          {m.replayFile}
          <input hidden type="file" accept="application/json,.json" aria-label={m.replayFile} onChange={(event) => void load(event)} />
        </Button>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setOpen(false)}>{m.replayClose}</Button>
      </DialogActions>
    </Dialog>
  );
}
