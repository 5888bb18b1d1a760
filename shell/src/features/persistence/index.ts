// The persistence feature's public face: what other features of the shell may use.
export { asRecord, versionedPersist } from './versioned-persist';
