import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import type { StyleAttributes } from 'shared-contracts';
import { renderWithHost } from '../testing';
import { CreativePreview } from './creative-preview';
import type { PreviewCreative } from './preview-creative';

const SHOT = 'https://cdn.test/screenshot.png';

function creative(
  style: string,
  patch: Partial<PreviewCreative> = {},
  styleAttributes: StyleAttributes = {},
): PreviewCreative {
  return { style, styleAttributes, creativity: 'https://cdn.test/creative.png', screenshot: SHOT, ...patch };
}

/** A page with one button per creative that opens the preview on it. */
function PreviewHarness({
  creatives,
  i18n,
  details,
}: {
  creatives: Record<string, PreviewCreative>;
  i18n: Parameters<typeof CreativePreview>[0]['i18n'];
  details?: ReactNode;
}) {
  const [open, setOpen] = useState<PreviewCreative | null>(null);
  return (
    <>
      {Object.entries(creatives).map(([name, item]) => (
        <button key={name} type="button" onClick={() => setOpen(item)}>
          open {name}
        </button>
      ))}
      <CreativePreview i18n={i18n} creative={open} details={details} onClose={() => setOpen(null)} />
    </>
  );
}

async function openPreview(
  creatives: Record<string, PreviewCreative>,
  name = Object.keys(creatives)[0],
  details?: ReactNode,
) {
  const user = userEvent.setup();
  const result = renderWithHost(<></>);
  result.rerender(<PreviewHarness creatives={creatives} i18n={result.host.i18n} details={details} />);
  await user.click(screen.getByRole('button', { name: `open ${name}` }));
  return { user, dialog: await screen.findByRole('dialog'), ...result };
}

// jsdom has no getComputedStyle for pseudo-elements; the dialog's scroll locker asks for one.
const originalGetComputedStyle = window.getComputedStyle;
beforeAll(() => {
  window.getComputedStyle = (element: Element) => originalGetComputedStyle(element);
});
afterAll(() => {
  window.getComputedStyle = originalGetComputedStyle;
});

const counter = (dialog: HTMLElement) => within(dialog).getByRole('status', { name: 'Step' });

describe('CreativePreview', () => {
  it("shows the page's details about the creative above its steps", async () => {
    const { dialog } = await openPreview({ banner: creative('default') }, 'banner', <p>First seen 2024-05-02</p>);

    expect(within(dialog).getByText('First seen 2024-05-02')).toBeInTheDocument();
    expect(counter(dialog)).toHaveTextContent('1 / 2');
  });

  it('steps a youtube pre-roll from its screenshot to the embedded player', async () => {
    const { user, dialog } = await openPreview({
      youtube: creative('youtube-pre-roll', { creativity: 'https://www.youtube.com/embed/abc123' }),
    });

    expect(counter(dialog)).toHaveTextContent('1 / 2');
    expect(within(dialog).getByRole('img', { name: /Screenshot of the page/ })).toHaveAttribute('src', SHOT);
    expect(within(dialog).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    expect(counter(dialog)).toHaveTextContent('2 / 2');
    expect(within(dialog).getByTitle('YouTube player')).toHaveAttribute('src', 'https://www.youtube.com/embed/abc123');
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows a youtube creativity that is not an embed URL as an image', async () => {
    const { user, dialog } = await openPreview({
      youtube: creative('youtube-pre-roll', { creativity: 'https://i.ytimg.com/vi/abc123/hqdefault.jpg' }),
    });

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    expect(within(dialog).queryByTitle('YouTube player')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Creativity' })).toHaveAttribute(
      'src',
      'https://i.ytimg.com/vi/abc123/hqdefault.jpg',
    );
  });

  it('rebuilds a facebook post in one step: header, text, media and footer', async () => {
    const { dialog } = await openPreview({
      facebook: creative(
        'facebook',
        { creativity: '' },
        {
          header: { text: 'Acme Bank', img: { src: 'https://cdn.test/acme-logo.png' } },
          body: { text: 'Open your account today', media: [{ format: 'image', src: 'https://cdn.test/fb.png' }] },
          footer: { title: 'acme.test', text: 'No fees for a year' },
        },
      ),
    });

    expect(counter(dialog)).toHaveTextContent('1 / 1');
    const post = within(dialog).getByRole('article', { name: 'Facebook post' });
    expect(post).toHaveTextContent('Acme Bank');
    expect(post).toHaveTextContent('Open your account today');
    expect(post).toHaveTextContent('acme.test');
    expect(post).toHaveTextContent('No fees for a year');
    expect(within(post).getByRole('img', { name: 'Creativity' })).toHaveAttribute('src', 'https://cdn.test/fb.png');
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it("shows an account's initial where its picture no longer loads (an expired signed address)", async () => {
    const logo = 'https://cdn.test/acme-logo.png';
    const { dialog } = await openPreview({
      facebook: creative('facebook', { creativity: '' }, { header: { text: 'Acme Bank', img: { src: logo } } }),
    });
    const post = within(dialog).getByRole('article', { name: 'Facebook post' });
    const picture = post.querySelector(`img[src="${logo}"]`);
    expect(picture).not.toBeNull();

    fireEvent.error(picture as HTMLImageElement);

    expect(post.querySelector(`img[src="${logo}"]`)).toBeNull();
    expect(post.querySelector('.ant-avatar')).toHaveTextContent(/^A$/);
  });

  it("plays a facebook post's video item that is an mp4 file", async () => {
    const { dialog } = await openPreview({
      facebook: creative(
        'facebook',
        {},
        {
          header: { text: 'Acme Bank' },
          body: { media: [{ format: 'video', src: 'https://cdn.test/post.mp4', mime_type: 'video/mp4' }] },
        },
      ),
    });

    const post = within(dialog).getByRole('article', { name: 'Facebook post' });
    expect(within(post).getByLabelText('Creativity').tagName).toBe('VIDEO');
  });

  it('rebuilds a facebook story with its video in one step', async () => {
    const { dialog } = await openPreview({
      story: creative(
        'facebook-story-ad',
        {},
        {
          header: { text: 'Acme Bank' },
          body: { media: [{ format: 'videoMP4', src: 'https://cdn.test/story.mp4', mime_type: 'video/mp4' }] },
        },
      ),
    });

    expect(counter(dialog)).toHaveTextContent('1 / 1');
    const story = within(dialog).getByRole('article', { name: 'Facebook story' });
    expect(within(story).getByLabelText('Creativity').tagName).toBe('VIDEO');
  });

  it.each([
    [
      'simple',
      {
        type: 'simple',
        title: 'Acme',
        account: 'acme',
        text: 'Big sale today',
        hashtag: '#AcmeSale',
        img_profile: { src: 'https://cdn.test/p.png' },
      },
      ['Acme', '@acme', 'Big sale today', '#AcmeSale'],
    ],
    [
      'profiles',
      { type: 'profiles', title: 'Acme', account: '@acme', subtitle: 'Banking for everyone', text: 'Follow us' },
      ['@acme', 'Banking for everyone', 'Follow us'],
    ],
    [
      'trends',
      { type: 'trends', hashtag: 'AcmeDay', text: 'Everything 50% off', account: 'acme' },
      ['#AcmeDay', 'Everything 50% off', 'Promoted by @acme'],
    ],
    [
      'trends',
      { type: 'trends', title: '#AcmeDay', hashtag: '#AcmeDay', subtitle: 'Promoted by Acme Bank', account: '@acme' },
      ['#AcmeDay', 'Promoted by Acme Bank'],
    ],
  ] as const)('rebuilds a %s tweet in one step', async (_type, attributes, texts) => {
    const { dialog } = await openPreview({ tweet: creative('twitter', {}, attributes as StyleAttributes) });

    expect(counter(dialog)).toHaveTextContent('1 / 1');
    const tweet = within(dialog).getByRole('article', { name: 'Tweet' });
    for (const text of texts) expect(tweet).toHaveTextContent(text);
  });

  it('steps a video from its screenshot to its story player', async () => {
    const { user, dialog } = await openPreview({
      video: creative('video', {}, { body: { media: [{ format: 'videoMP4', src: 'https://cdn.test/ad.mp4' }] } }),
    });

    expect(counter(dialog)).toHaveTextContent('1 / 2');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    expect(counter(dialog)).toHaveTextContent('2 / 2');
    const player = within(dialog).getByLabelText('Creativity');
    expect(player.tagName).toBe('VIDEO');
    expect(player.querySelector('source')).toHaveAttribute('src', 'https://cdn.test/ad.mp4');
  });

  it("shows a video file's poster before it plays, scaled whole", async () => {
    const { user, dialog } = await openPreview({
      video: creative(
        'video',
        {},
        {
          body: {
            media: [{ format: 'videoMP4', src: '/api/creatives/9/ad.mp4', poster: '/api/creatives/9/creative.svg' }],
          },
        },
      ),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    const player = within(dialog).getByLabelText('Creativity');
    expect(player).toHaveAttribute('poster', '/api/creatives/9/creative.svg');
    expect(player).toHaveStyle({ objectFit: 'contain', maxWidth: '100%' });
  });

  it("plays the API's animated video creative as a whole, uncropped image", async () => {
    const media = {
      format: 'video' as const,
      src: '/api/creatives/9/video.svg',
      mime_type: 'image/svg+xml',
      poster: '/api/creatives/9/creative.svg',
    };
    const { user, dialog } = await openPreview({ video: creative('video', {}, { body: { media: [media] } }) });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    const image = within(dialog).getByRole('img', { name: 'Creativity' });
    expect(image).toHaveAttribute('src', '/api/creatives/9/video.svg');
    expect(image).toHaveStyle({ objectFit: 'contain', maxWidth: '100%', maxHeight: '60vh' });
  });

  it('shows a video story without an mp4 as its media image', async () => {
    const { user, dialog } = await openPreview({
      video: creative('video', {}, { body: { media: [{ format: 'video', src: 'https://cdn.test/poster.jpg' }] } }),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    expect(within(dialog).getByRole('img', { name: 'Creativity' })).toHaveAttribute(
      'src',
      'https://cdn.test/poster.jpg',
    );
  });

  it.each(['default', 'paute-facil', 'peru-red'])(
    'steps a %s creative from its screenshot to its creativity',
    async (style) => {
      const { user, dialog } = await openPreview({ item: creative(style) });

      expect(counter(dialog)).toHaveTextContent('1 / 2');
      await user.click(within(dialog).getByRole('button', { name: 'Next' }));
      expect(within(dialog).getByRole('img', { name: 'Creativity' })).toHaveAttribute(
        'src',
        'https://cdn.test/creative.png',
      );
    },
  );

  it('skips the screenshot of a default creative that has none', async () => {
    const { dialog } = await openPreview({ item: creative('default', { screenshot: '' }) });

    expect(counter(dialog)).toHaveTextContent('1 / 1');
    expect(within(dialog).queryByRole('img', { name: /Screenshot/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Creativity' })).toBeInTheDocument();
  });

  it('renders the formats of a default creative: carousel, card and video/mp4', async () => {
    const carousel = creative(
      'default',
      { screenshot: '' },
      {
        body: {
          media: [
            { format: 'carousel', src: 'https://cdn.test/c1.png' },
            { format: 'carousel', src: 'https://cdn.test/c2.png' },
          ],
        },
      },
    );
    const card = creative(
      'default',
      { screenshot: '' },
      { body: { media: [{ format: 'card', src: 'https://cdn.test/card.png', footer: 'Shop now' }] } },
    );
    const mp4 = creative('default', { screenshot: '', creativity: 'https://cdn.test/clip.mp4' });
    const { user, dialog } = await openPreview({ carousel, card, mp4 }, 'carousel');

    // The carousel shows one slide and keeps the others (and its clones) hidden.
    expect(within(dialog).getByRole('img', { name: 'Creativity' })).toHaveAttribute('src', 'https://cdn.test/c1.png');
    const slides = within(dialog)
      .getAllByRole('img', { name: 'Creativity', hidden: true })
      .map((image) => image.getAttribute('src'));
    expect(new Set(slides)).toEqual(new Set(['https://cdn.test/c1.png', 'https://cdn.test/c2.png']));
    expect(within(dialog).getByRole('button', { name: 'Next slide' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'open card' }));
    const cardDialog = await screen.findByRole('dialog');
    expect(within(cardDialog).getByRole('img', { name: 'Creativity' })).toHaveAttribute(
      'src',
      'https://cdn.test/card.png',
    );
    expect(within(cardDialog).getByText('Shop now')).toBeInTheDocument();

    await user.click(within(cardDialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'open mp4' }));
    const mp4Dialog = await screen.findByRole('dialog');
    expect(within(mp4Dialog).getByLabelText('Creativity').tagName).toBe('VIDEO');
  });

  it("shows an unknown style as the grimace 'Error!'", async () => {
    const { dialog } = await openPreview({ odd: creative('hologram') });

    expect(within(dialog).getByRole('img', { name: 'Error!' })).toHaveTextContent('😬');
    expect(counter(dialog)).toHaveTextContent('1 / 1');
  });

  it('starts again at step 0 after closing', async () => {
    const { user, dialog } = await openPreview({ item: creative('default') });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(counter(dialog)).toHaveTextContent('2 / 2');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'open item' }));

    expect(counter(await screen.findByRole('dialog'))).toHaveTextContent('1 / 2');
  });
});
