/** The notice while the API is over capacity and the shell retries (features/busy-retry). */
export const busyEs = {
  busy: { retrying: 'El servicio está ocupado en este momento: reintentando en un instante…' },
};
