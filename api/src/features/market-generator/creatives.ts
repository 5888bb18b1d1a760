import type { CreativeMedia, StyleAttributes, TwitterType } from 'shared-contracts';
import type { Advertiser, SocialNetwork } from './dimensions';
import { slugify } from './names';
import type { Random } from './random';

/**
 * The creative of a campaign by style (docs/product.md#campaigns): its media url, screenshot and
 * styleAttributes, in the language of the countries it runs in. Every media file is the API's
 * own (`/api/creatives/{campaignId}/…svg`, served by the creatives feature), video included (an
 * animated creative with `creative.svg` as its poster), so nothing is fetched from another host;
 * links go to the advertiser's own site.
 */
export type GeneratedStyle =
  'default' | 'youtube-pre-roll' | 'facebook' | 'facebook-story-ad' | 'paute-facil' | 'peru-red' | 'twitter' | 'video';

/** Where the API serves a campaign's creatives (a path on its own origin). */
export const CREATIVES_PATH = '/api/creatives/';

const creativeImage = (campaignId: number) => `${CREATIVES_PATH}${campaignId}/creative.svg`;
const videoImage = (campaignId: number) => `${CREATIVES_PATH}${campaignId}/video.svg`;
const screenshotImage = (campaignId: number) => `${CREATIVES_PATH}${campaignId}/screenshot.svg`;
const slideImage = (campaignId: number, slide: number) => `${CREATIVES_PATH}${campaignId}/slide-${slide}.svg`;

/** The video of a campaign: its animated creative, with the still one as poster. */
const videoMedia = (campaignId: number): CreativeMedia => ({
  format: 'video',
  src: videoImage(campaignId),
  mime_type: 'image/svg+xml',
  poster: creativeImage(campaignId),
});

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

/** The lines of the ads by language (also how tests tell a creative's language). */
export const SLOGANS: Readonly<Record<CreativeInput['language'], readonly string[]>> = {
  // Neutral Spanish: the same campaign runs from Mexico to Argentina and Spain.
  es: [
    'Aprovecha las ofertas de la semana',
    'Nuevo lanzamiento, descúbrelo',
    'Hasta 12 cuotas sin interés',
    'Descubre más en nuestra web',
    'Solo por hoy: envío gratis',
    'Vive la experiencia',
    'Tu mejor elección',
    'Reserva ahora',
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

const PROMOTED_BY: Readonly<Record<CreativeInput['language'], string>> = {
  es: 'Promocionado por',
  pt: 'Promovido por',
  en: 'Promoted by',
};

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
  if (kind === 'video') return [videoMedia(id)];
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
        styleAttributes: { title: productName, text, url: site, body: { media: [videoMedia(id)] } },
      };
    case 'youtube-pre-roll':
      // The pre-roll keeps the player's look; what plays is the API's animated creative.
      return {
        ...base,
        creativity: videoImage(id),
        styleAttributes: {
          title: `${productName} | ${advertiser.name}`,
          text,
          url: site,
          account: advertiser.name,
          account_url: site,
          img_profile: { src: creativeImage(id) },
        },
      };
    case 'facebook':
    case 'facebook-story-ad': {
      const media =
        input.style === 'facebook-story-ad'
          ? [
              random.chance(0.5)
                ? videoMedia(id)
                : { format: 'image' as const, src: creativeImage(id), mime_type: 'image/svg+xml' },
            ]
          : facebookMedia(input, random, site);
      return {
        ...base,
        styleAttributes: {
          header: { text: advertiser.name, href: site, img: { src: creativeImage(id) } },
          body: { text, media },
          footer: { title: productName, text: random.pick(CALLS_TO_ACTION[language]) },
        },
      };
    }
    case 'twitter': {
      const type: TwitterType = random.pick(['simple', 'simple', 'profiles', 'trends'] as const);
      const account = `@${slug}`;
      const common = { type, account, account_url: site, img_profile: { src: creativeImage(id) } };
      const hashtag = `#${advertiser.root}${productName.split(' ').slice(1).join('')}`;
      if (type === 'trends') {
        return {
          ...base,
          styleAttributes: {
            ...common,
            hashtag,
            title: hashtag,
            subtitle: `${PROMOTED_BY[language]} ${advertiser.name}`,
          },
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
