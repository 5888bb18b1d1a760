// The dialogs feature's public face: what other features of the shell may use.
export { isSafeImageUrl } from './components/image-gallery-dialog';
