import { isKnownCreativeStyle, type PreviewCreative } from './preview-creative';

/**
 * One page of the preview's stepper:
 * - `screenshot`: the page where the creative was seen;
 * - `youtube`: the creativity as an embedded player, or an image when it is not an embed URL;
 * - `creativity`: the creativity by its media format (card, carousel, image, video, video/mp4);
 * - `facebook-post`, `facebook-story`, `tweet`: the post rebuilt from the style's attributes;
 * - `story`: the video style's story (its mp4, or its media image);
 * - `unknown-style`: a style this build does not know ('Error!').
 */
export type PreviewStepKind =
  'screenshot' | 'youtube' | 'creativity' | 'facebook-post' | 'facebook-story' | 'tweet' | 'story' | 'unknown-style';

/** The steps of a creative, by its style (docs/product.md#creative-preview). */
export function previewSteps(creative: PreviewCreative): PreviewStepKind[] {
  if (!isKnownCreativeStyle(creative.style)) return ['unknown-style'];
  switch (creative.style) {
    case 'youtube-pre-roll':
      return ['screenshot', 'youtube'];
    case 'facebook':
      return ['facebook-post'];
    case 'facebook-story-ad':
      return ['facebook-story'];
    case 'twitter':
      return ['tweet'];
    case 'video':
      return ['screenshot', 'story'];
    case 'default':
    case 'paute-facil':
    case 'peru-red':
      // The screenshot step only when there is one to show.
      return creative.screenshot.trim() ? ['screenshot', 'creativity'] : ['creativity'];
  }
}

/** Each step's title, a key of shared-ui's namespace. */
export const PREVIEW_STEP_TITLE_KEYS: Record<PreviewStepKind, string> = {
  screenshot: 'creativePreview.steps.screenshot',
  youtube: 'creativePreview.steps.creativity',
  creativity: 'creativePreview.steps.creativity',
  story: 'creativePreview.steps.story',
  'facebook-post': 'creativePreview.steps.post',
  'facebook-story': 'creativePreview.steps.story',
  tweet: 'creativePreview.steps.tweet',
  'unknown-style': 'creativePreview.unknownStyle',
};
