import * as imported from 'shared-contracts';

type Contracts = typeof imported;

/**
 * shared-contracts ships TypeScript sources in a package without `"type": "module"`. Under tsx
 * Node's ESM loader treats it as CommonJS and exposes it only as `default`; under jest's
 * CommonJS runtime the named exports are there. Every runtime value the API needs from the
 * contract goes through here so that both work.
 */
const namespace = imported as Contracts & { default?: Contracts };
const contracts: Contracts = namespace.default ?? namespace;

export const { ROLES, SUPPORTED_COUNTRIES, isCountryCode } = contracts;
