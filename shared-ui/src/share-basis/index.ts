export { useShareBasis, useShareBasisNote, withShareBasis, type ShareBasisChoice } from './share-basis';
export { ShareBasisSwitch, type ShareBasisSwitchProps } from './share-basis-switch';
