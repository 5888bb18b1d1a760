// The search toolbar's public face: what other features of the shell may use.
export { useRoles } from './hooks/use-search-context';
