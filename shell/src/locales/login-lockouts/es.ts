import type { loginLockoutsEn } from './en';

/** Spanish texts of the diagnostics page's failed-login lockouts. */
export const loginLockoutsEs: typeof loginLockoutsEn = {
  loginLockouts: {
    title: 'Bloqueos por intentos fallidos',
    intro:
      'Bloqueos vigentes y los que terminaron en el último día. Una cuenta o una dirección se bloquea para los navegadores que nunca ingresaron a la cuenta; un dispositivo es un navegador que sí lo hizo. Levantar un bloqueo olvida sus intentos fallidos.',
    tableLabel: 'Bloqueos por intentos fallidos',
    columns: { what: 'Bloqueado', since: 'Desde', until: 'Hasta', failures: 'Intentos fallidos', action: 'Acción' },
    kind: { account: 'Cuenta', address: 'Dirección', device: 'Dispositivo' },
    deviceOf: '{{account}}, dispositivo {{device}}',
    lift: 'Levantar',
    liftLabel: 'Levantar el bloqueo de {{what}}',
    ended: 'Terminado',
    empty: 'Ningún ingreso fue bloqueado en el último día.',
    error: 'No se pudieron leer los bloqueos. Vuelve a intentarlo en un momento.',
    liftError: 'No se pudo levantar el bloqueo. Vuelve a intentarlo en un momento.',
    retry: 'Reintentar',
  },
};
