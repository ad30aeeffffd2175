import { createAction, type Action, type Reducer } from '@reduxjs/toolkit';

/**
 * Replaying a recorded session (docs/development.md, "Replaying a session"): a tester exports the
 * history from Redux DevTools and opens `/?replay`; the file is folded into one state, and
 * `stateReplayed` puts it into the running store. What is replayed is the screen: the location,
 * each list's selection and column choices, the sidebar and theme, the live settings and the api
 * cache. The session is not: the replay runs on the tester's own sign-in (a recording carries no
 * token — DevTools only ever saw "[redacted]").
 */
export const stateReplayed = createAction<Record<string, unknown>>('replay/stateReplayed');

/** The store's slices a replay sets (the api cache is hydrated by RTK Query itself, base-api.ts). */
export const REPLAYED_SLICES = ['router', 'ui', 'tables', 'selection', 'live'] as const;

type AnyState = Record<string, unknown>;

const isRecord = (value: unknown): value is AnyState => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Sets the replayed slices from `stateReplayed`, keeping each saved slice's own `_persist` stamp
 * (redux-persist's bookkeeping belongs to this tab, not to the recording).
 */
export function withReplay<S extends AnyState>(reducer: Reducer<S>): Reducer<S> {
  return (state, action) => {
    if (!state || !stateReplayed.match(action)) return reducer(state, action);
    const replayed: AnyState = { ...state };
    for (const slice of REPLAYED_SLICES) {
      const recorded = action.payload[slice];
      if (!isRecord(recorded) || !(slice in state)) continue;
      const current = state[slice];
      const persist = isRecord(current) && '_persist' in current ? { _persist: current._persist } : {};
      replayed[slice] = { ...recorded, ...persist };
    }
    return reducer(replayed as S, action);
  };
}

/**
 * A recorded action that can run again through a reducer: redux-persist's own (but REHYDRATE) carry
 * functions the recording could not keep, and start storage work a replay must not do.
 */
const isReplayable = (action: unknown): action is Action =>
  isRecord(action) && typeof action.type === 'string' && (!action.type.startsWith('persist/') || action.type === 'persist/REHYDRATE');

export class ReplayFileError extends Error {}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ReplayFileError('not-json');
  }
}

/**
 * The state a DevTools export describes, at `step` (the number of recorded actions to apply; all
 * when omitted). Three shapes are read:
 * - the extension's Export: `{ payload: "<actions as JSON>", preloadedState?: "<state as JSON>" }`;
 *   the actions are folded through the app's own reducer, from the recorded starting state;
 * - a lifted state (`{ computedStates: [{ state }], currentStateIndex }`), as the instrument keeps it;
 * - a plain state object (`{ router: …, ui: … }`).
 */
export function stateOfRecording<S>(text: string, reducer: Reducer<S>, step?: number): AnyState {
  const file = parseJson(text);
  if (!isRecord(file)) throw new ReplayFileError('not-a-recording');
  if (typeof file.payload === 'string') {
    const actions = parseJson(file.payload);
    if (!Array.isArray(actions)) throw new ReplayFileError('not-a-recording');
    const start = typeof file.preloadedState === 'string' ? parseJson(file.preloadedState) : undefined;
    const applied = step === undefined ? actions : actions.slice(0, Math.max(0, step));
    const init = reducer(isRecord(start) ? (start as S) : undefined, { type: '@@replay/INIT' });
    return applied.filter(isReplayable).reduce(reducer, init) as AnyState;
  }
  if (Array.isArray(file.computedStates)) {
    const states = file.computedStates as unknown[];
    const index = step ?? (typeof file.currentStateIndex === 'number' ? file.currentStateIndex : states.length - 1);
    const entry = states[Math.min(Math.max(index, 0), states.length - 1)];
    if (!isRecord(entry) || !isRecord(entry.state)) throw new ReplayFileError('not-a-recording');
    return entry.state;
  }
  if (REPLAYED_SLICES.some((slice) => isRecord(file[slice]))) return file;
  throw new ReplayFileError('not-a-recording');
}
