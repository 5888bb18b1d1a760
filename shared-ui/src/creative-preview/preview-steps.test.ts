import type { PreviewCreative } from './preview-creative';
import { previewSteps } from './preview-steps';

const creative = (style: string, screenshot = 'https://cdn.test/shot.png'): PreviewCreative => ({
  style,
  styleAttributes: {},
  creativity: 'https://cdn.test/creative.png',
  screenshot,
});

describe('previewSteps', () => {
  it('shows a youtube pre-roll as its screenshot, then its creativity', () => {
    expect(previewSteps(creative('youtube-pre-roll'))).toEqual(['screenshot', 'youtube']);
  });

  it('shows facebook posts, facebook stories and tweets in one step', () => {
    expect(previewSteps(creative('facebook'))).toEqual(['facebook-post']);
    expect(previewSteps(creative('facebook-story-ad'))).toEqual(['facebook-story']);
    expect(previewSteps(creative('twitter'))).toEqual(['tweet']);
  });

  it('shows a video as its screenshot and a story view', () => {
    expect(previewSteps(creative('video'))).toEqual(['screenshot', 'story']);
  });

  it('shows the default styles as screenshot and creativity, skipping an empty screenshot', () => {
    for (const style of ['default', 'paute-facil', 'peru-red']) {
      expect(previewSteps(creative(style))).toEqual(['screenshot', 'creativity']);
      expect(previewSteps(creative(style, ''))).toEqual(['creativity']);
      expect(previewSteps(creative(style, '  '))).toEqual(['creativity']);
    }
  });

  it('shows an unknown style as the error step', () => {
    expect(previewSteps(creative('instagram-reel'))).toEqual(['unknown-style']);
  });
});
