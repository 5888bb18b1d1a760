/** The notice while the API is over capacity and the shell retries (features/busy-retry). */
export const busyEn = {
  busy: { retrying: 'The service is busy right now: retrying in a moment…' },
};
