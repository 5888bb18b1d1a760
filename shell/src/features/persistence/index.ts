// The persistence feature's public face: what other features of the shell may use.
export { versionedPersist } from './versioned-persist';
