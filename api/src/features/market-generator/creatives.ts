import type { StyleAttributes, TwitterType } from 'shared-contracts';
import type { Advertiser, SocialNetwork } from './dimensions';
import { slugify } from './names';
import type { Random } from './random';

/**
 * The creative of a campaign by style (docs/product.md#campaigns): its media url, screenshot and
 * styleAttributes. Images are the API's own (`/api/creatives/{campaignId}/…svg`, served by the
 * creatives feature); youtube creatives carry an embed url.
 */
export type GeneratedStyle =
  'default' | 'youtube-pre-roll' | 'facebook' | 'facebook-story-ad' | 'paute-facil' | 'peru-red' | 'twitter' | 'video';

/** A public CC0 sample clip (MDN): the product has no video files of its own. */
const SAMPLE_VIDEO_URL = 'https://interactive-examples.mdn.mozilla.net/media/cc0-videos/flower.mp4';
export const YOUTUBE_EMBED_PREFIX = 'https://www.youtube.com/embed/';

const creativeImage = (campaignId: number) => `/api/creatives/${campaignId}/creative.svg`;
const screenshotImage = (campaignId: number) => `/api/creatives/${campaignId}/screenshot.svg`;
const slideImage = (campaignId: number, slide: number) => `/api/creatives/${campaignId}/slide-${slide}.svg`;

export interface Creative {
  creativity: string;
  screenshot: string;
  styleAttributes: StyleAttributes;
}

export interface CreativeInput {
  campaignId: number;
  style: GeneratedStyle;
  advertiser: Advertiser;
  productName: string;
  language: 'es' | 'pt' | 'en';
  social: SocialNetwork | null;
}

const SLOGANS: Readonly<Record<CreativeInput['language'], readonly string[]>> = {
  es: [
    'Aprovechá las ofertas de la semana',
    'Nuevo lanzamiento, conocelo',
    'Hasta 12 cuotas sin interés',
    'Descubrí más en nuestra web',
    'Solo por hoy: envío gratis',
    'Viví la experiencia',
    'Tu mejor elección',
    'Reservá ahora',
  ],
  pt: [
    'Aproveite as ofertas da semana',
    'Novo lançamento, confira',
    'Em até 12x sem juros',
    'Saiba mais no site',
    'Frete grátis só hoje',
    'Viva a experiência',
  ],
  en: [
    "Shop this week's deals",
    'New launch: see it first',
    'Free shipping today only',
    'Learn more on our site',
    'Book now',
    'Your best choice',
  ],
};

const CALLS_TO_ACTION: Readonly<Record<CreativeInput['language'], readonly string[]>> = {
  es: ['Comprar ahora', 'Más información', 'Registrarte', 'Descargar'],
  pt: ['Comprar agora', 'Saiba mais', 'Cadastre-se', 'Baixar'],
  en: ['Shop now', 'Learn more', 'Sign up', 'Download'],
};

const YOUTUBE_ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function youtubeId(random: Random): string {
  let id = '';
  for (let i = 0; i < 11; i += 1) id += YOUTUBE_ID_CHARS.charAt(random.int(0, YOUTUBE_ID_CHARS.length - 1));
  return id;
}

function facebookMedia(
  input: CreativeInput,
  random: Random,
  site: string,
): NonNullable<StyleAttributes['body']>['media'] {
  const id = input.campaignId;
  const kind = random.pick(['image', 'image', 'carousel', 'video', 'card'] as const);
  if (kind === 'carousel') {
    const slides = random.int(3, 5);
    return Array.from({ length: slides }, (_, index) => ({
      format: 'carousel' as const,
      src: slideImage(id, index + 1),
      link_post: `${site}/promo/${index + 1}`,
      footer: `${input.productName} ${index + 1}/${slides}`,
    }));
  }
  if (kind === 'video') return [{ format: 'video', src: SAMPLE_VIDEO_URL, mime_type: 'video/mp4' }];
  if (kind === 'card') return [{ format: 'card', src: creativeImage(id), link_post: site, footer: input.productName }];
  return [{ format: 'image', src: creativeImage(id), mime_type: 'image/svg+xml' }];
}

export function buildCreative(input: CreativeInput, random: Random): Creative {
  const { campaignId: id, advertiser, productName, language } = input;
  const slug = slugify(advertiser.root);
  const site = `https://www.${slug}.com`;
  const text = random.pick(SLOGANS[language]);
  const base = { creativity: creativeImage(id), screenshot: screenshotImage(id) };
  switch (input.style) {
    case 'default':
      return { ...base, styleAttributes: { title: productName, text, url: site } };
    case 'video':
      return {
        ...base,
        styleAttributes: {
          title: productName,
          text,
          url: site,
          body: { media: [{ format: 'videoMP4', src: SAMPLE_VIDEO_URL, mime_type: 'video/mp4' }] },
        },
      };
    case 'youtube-pre-roll': {
      const videoId = youtubeId(random);
      return {
        creativity: `${YOUTUBE_EMBED_PREFIX}${videoId}`,
        screenshot: screenshotImage(id),
        styleAttributes: {
          title: `${productName} | ${advertiser.name}`,
          text,
          url: `https://www.youtube.com/watch?v=${videoId}`,
          account: advertiser.name,
          account_url: `https://www.youtube.com/@${slug}`,
          img_profile: { src: creativeImage(id) },
        },
      };
    }
    case 'facebook':
    case 'facebook-story-ad': {
      const network = input.social === 'instagram' ? 'instagram' : 'facebook';
      const href = `https://www.${network}.com/${slug}`;
      const media =
        input.style === 'facebook-story-ad'
          ? [
              random.chance(0.5)
                ? { format: 'video' as const, src: SAMPLE_VIDEO_URL, mime_type: 'video/mp4' }
                : { format: 'image' as const, src: creativeImage(id), mime_type: 'image/svg+xml' },
            ]
          : facebookMedia(input, random, site);
      return {
        ...base,
        styleAttributes: {
          header: { text: advertiser.name, href, img: { src: creativeImage(id) } },
          body: { text, media },
          footer: { title: productName, text: random.pick(CALLS_TO_ACTION[language]) },
        },
      };
    }
    case 'twitter': {
      const type: TwitterType = random.pick(['simple', 'simple', 'profiles', 'trends'] as const);
      const account = `@${slug}`;
      const common = { type, account, account_url: `https://x.com/${slug}`, img_profile: { src: creativeImage(id) } };
      const hashtag = `#${advertiser.root}${productName.split(' ').slice(1).join('')}`;
      if (type === 'trends') {
        return {
          ...base,
          styleAttributes: { ...common, hashtag, title: hashtag, subtitle: `Promoted by ${advertiser.name}` },
        };
      }
      if (type === 'profiles') {
        return { ...base, styleAttributes: { ...common, title: advertiser.name, subtitle: productName, text } };
      }
      return {
        ...base,
        styleAttributes: { ...common, text, hashtag, body: { media: [{ format: 'image', src: creativeImage(id) }] } },
      };
    }
    case 'paute-facil':
      return { ...base, styleAttributes: { title: productName, subtitle: advertiser.name, text, url: site } };
    case 'peru-red':
      return {
        ...base,
        styleAttributes: {
          header: { text: advertiser.name, img: { src: creativeImage(id) } },
          title: productName,
          text,
          url: site,
        },
      };
  }
}
