import { Empty } from 'antd';
import type { i18n as I18n } from 'i18next';
import type { CreativeMedia } from 'shared-contracts';
import { useSharedUiTranslation } from '../i18n/use-shared-ui-translation';
import { ImageUnavailableText, PreviewImage } from './creative-image';
import { CreativeMediaList, CreativeUrl, CreativeVideo, MEDIA_STYLE } from './creative-media';
import { FacebookPost } from './facebook-post';
import { GrimaceCard } from './grimace-card';
import { isVideoMedia, isYoutubeEmbed, type PreviewCreative } from './preview-creative';
import type { PreviewStepKind } from './preview-steps';
import { Tweet } from './tweet';

export interface PreviewStepViewProps {
  i18n: I18n;
  creative: PreviewCreative;
  step: PreviewStepKind;
}

/** The content of one step of the creative preview; an image that does not load says so in the user's language. */
export function PreviewStepView(props: PreviewStepViewProps) {
  const { t } = useSharedUiTranslation(props.i18n);
  return (
    <ImageUnavailableText.Provider value={t('creativePreview.imageUnavailable')}>
      <StepContent {...props} />
    </ImageUnavailableText.Provider>
  );
}

function StepContent({ i18n, creative, step }: PreviewStepViewProps) {
  const { t } = useSharedUiTranslation(i18n);
  const alt = t('creativePreview.creativityAlt');
  const media = creative.styleAttributes.body?.media ?? [];
  switch (step) {
    case 'screenshot':
      return creative.screenshot ? (
        <CreativeUrl url={creative.screenshot} alt={t('creativePreview.screenshotAlt')} />
      ) : (
        <Empty description={t('creativePreview.noScreenshot')} />
      );
    case 'youtube':
      return isYoutubeEmbed(creative.creativity) ? (
        <iframe
          title={t('creativePreview.youtubePlayer')}
          src={creative.creativity}
          width="100%"
          height={360}
          style={{ border: 0 }}
          allow="encrypted-media; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <CreativityOrEmpty url={creative.creativity} alt={alt} emptyText={t('creativePreview.noCreativity')} />
      );
    case 'creativity':
      return media.length > 0 ? (
        <CreativeMediaList media={media} alt={alt} />
      ) : (
        <CreativityOrEmpty url={creative.creativity} alt={alt} emptyText={t('creativePreview.noCreativity')} />
      );
    case 'story':
      return (
        <StoryView
          media={media}
          creativity={creative.creativity}
          alt={alt}
          emptyText={t('creativePreview.noCreativity')}
        />
      );
    case 'facebook-post':
    case 'facebook-story':
      return (
        <FacebookPost
          attributes={creative.styleAttributes}
          variant={step === 'facebook-post' ? 'post' : 'story'}
          label={t(step === 'facebook-post' ? 'creativePreview.facebookPost' : 'creativePreview.facebookStory')}
          mediaAlt={alt}
          sponsored={t('creativePreview.sponsored')}
        />
      );
    case 'tweet':
      return (
        <Tweet
          attributes={creative.styleAttributes}
          labels={{
            tweet: t('creativePreview.tweet'),
            mediaAlt: alt,
            promoted: t('creativePreview.promoted'),
            promotedBy: (account) => t('creativePreview.promotedBy', { account }),
          }}
        />
      );
    case 'unknown-style':
      return <GrimaceCard i18n={i18n} height={240} />;
  }
}

function CreativityOrEmpty({ url, alt, emptyText }: { url: string; alt: string; emptyText: string }) {
  return url ? <CreativeUrl url={url} alt={alt} /> : <Empty description={emptyText} />;
}

/** The video style's story: its video file plays; otherwise its media (an animated creative plays as an image), else the creativity. */
function StoryView({
  media,
  creativity,
  alt,
  emptyText,
}: {
  media: readonly CreativeMedia[];
  creativity: string;
  alt: string;
  emptyText: string;
}) {
  const video = media.find(isVideoMedia);
  if (video) return <CreativeVideo src={video.src} mimeType={video.mime_type} poster={video.poster} label={alt} />;
  const [image] = media;
  if (image) return <PreviewImage src={image.src} alt={alt} style={MEDIA_STYLE} />;
  return <CreativityOrEmpty url={creativity} alt={alt} emptyText={emptyText} />;
}
