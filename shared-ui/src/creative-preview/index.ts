export { CreativeImage, type CreativeImageProps } from './creative-image';
export { CreativePreview, type CreativePreviewProps } from './creative-preview';
export { GrimaceCard, type GrimaceCardProps } from './grimace-card';
export {
  YOUTUBE_EMBED_PREFIX,
  isKnownCreativeStyle,
  isVideoMedia,
  isVideoUrl,
  isYoutubeEmbed,
  previewOfCampaign,
  previewOfSpot,
  type PreviewCreative,
} from './preview-creative';
export { previewSteps, type PreviewStepKind } from './preview-steps';
export {
  PreviewStepNav,
  PreviewStepsBar,
  type PreviewStepNavProps,
  type PreviewStepsBarProps,
} from './preview-stepper';
export { PreviewStepView, type PreviewStepViewProps } from './preview-step-view';
