// The creative preview's steps without its antd components: what a page drawn without antd
// needs to step through a creative (the public spot page).
export { isVideoMedia, isVideoUrl, isYoutubeEmbed, previewOfSpot, type PreviewCreative } from './preview-creative';
export { PREVIEW_STEP_TITLE_KEYS, previewSteps, type PreviewStepKind } from './preview-steps';
export { useCreativePreviewTranslation } from './use-creative-preview-translation';
