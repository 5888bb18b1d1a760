export * from './number-format';
export * from './graph-labels';
export { useGraphLabel } from './use-graph-label';
export { countryName } from './country-name';
