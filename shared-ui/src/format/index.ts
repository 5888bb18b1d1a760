export * from './number-format';
export * from './graph-labels';
export { useGraphLabel } from './use-graph-label';
export { countryList, countryName } from './country-name';
