/** The app shell's own text (the replay entry). A second language means a second object of the same shape. */
export const appMessages = {
  replayTitle: 'Replay a recorded session',
  replayIntro:
    'Choose a state exported from Redux DevTools (Export). The screen it was recorded on opens here, with its lists, selection and columns, on your own sign-in. Nothing of it is saved in this browser.',
  replayStep: 'Replaying the first {n} recorded actions (from the address).',
  replayFile: 'Recorded state (JSON)',
  replayNotJson: 'That file is not JSON. Choose the file DevTools exported.',
  replayNotARecording: 'That file is not a recorded state from Redux DevTools.',
  replayClose: 'Close',
  replayed: 'Recorded session replayed. Saving in this browser is paused until you reload.',
};
