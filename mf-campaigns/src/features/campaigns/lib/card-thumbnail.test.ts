import { campaignFixture } from '../../../testing/campaign-fixtures';
import { cardThumbnail } from './card-thumbnail';

describe('cardThumbnail', () => {
  it('shows an image creativity', () => {
    expect(cardThumbnail(campaignFixture())).toEqual({ kind: 'image', src: 'https://cdn.test/creatives/101.png' });
  });

  it('shows the screenshot of a youtube player or a video file', () => {
    const screenshot = { kind: 'image', src: 'https://cdn.test/screens/101.png' };
    expect(
      cardThumbnail(campaignFixture({ style: 'youtube-pre-roll', creativity: 'https://www.youtube.com/embed/x' })),
    ).toEqual(screenshot);
    expect(cardThumbnail(campaignFixture({ style: 'video', creativity: 'https://cdn.test/ad.mp4' }))).toEqual(
      screenshot,
    );
  });

  it('shows the first image of a post with no creativity', () => {
    const post = campaignFixture({
      style: 'facebook',
      creativity: '',
      styleAttributes: {
        body: {
          media: [
            { format: 'videoMP4', src: 'https://cdn.test/a.mp4' },
            { format: 'video', src: 'https://cdn.test/b.mp4', mime_type: 'video/mp4' },
            { format: 'card', src: 'https://cdn.test/card.png' },
          ],
        },
      },
    });
    expect(cardThumbnail(post)).toEqual({ kind: 'image', src: 'https://cdn.test/card.png' });
  });

  it("shows a video's poster rather than the video itself", () => {
    const post = campaignFixture({
      style: 'facebook-story-ad',
      creativity: '',
      styleAttributes: {
        body: {
          media: [
            {
              format: 'video',
              src: '/api/creatives/7/video.svg',
              mime_type: 'image/svg+xml',
              poster: '/api/creatives/7/creative.svg',
            },
          ],
        },
      },
    });
    expect(cardThumbnail(post)).toEqual({ kind: 'image', src: '/api/creatives/7/creative.svg' });
  });

  it('has nothing to show without creativity, media or screenshot', () => {
    expect(cardThumbnail(campaignFixture({ style: 'twitter', creativity: '', lastSeenScreenshot: '' }))).toEqual({
      kind: 'none',
    });
  });

  it('flags a style this build does not know', () => {
    expect(cardThumbnail(campaignFixture({ style: 'hologram' }))).toEqual({ kind: 'unknown-style' });
  });
});
