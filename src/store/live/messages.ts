/** Text of the live view. */
export const liveMessages = {
  soundOn: 'Sound on new orders: on',
  soundOff: 'Sound on new orders: off',
} as const;
