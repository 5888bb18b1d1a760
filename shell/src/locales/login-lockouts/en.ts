/** English texts of the diagnostics page's failed-login lockouts (features/diagnostics). */
export const loginLockoutsEn = {
  loginLockouts: {
    title: 'Failed-login lockouts',
    intro:
      'Lockouts in force and those that ended in the last day. An account or an address is locked for browsers that never logged in to the account; a device is one browser that did. Lifting a lockout forgets its failures.',
    tableLabel: 'Failed-login lockouts',
    columns: { what: 'Locked', since: 'Since', until: 'Until', failures: 'Failures', action: 'Action' },
    kind: { account: 'Account', address: 'Address', device: 'Device' },
    deviceOf: '{{account}}, device {{device}}',
    lift: 'Lift',
    liftLabel: 'Lift the lockout of {{what}}',
    ended: 'Ended',
    empty: 'No login was locked in the last day.',
    error: 'The lockouts could not be read. Try again in a moment.',
    liftError: 'The lockout could not be lifted. Try again in a moment.',
    retry: 'Try again',
  },
};
