/** The notice while the API is over capacity and the shell retries (features/busy-retry). */
export const busyPt = {
  busy: { retrying: 'O serviço está ocupado no momento: tentando novamente em instantes…' },
};
