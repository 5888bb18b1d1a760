import type { Language } from 'shared-contracts';

/** The words a generated image writes itself, in the language of the country the ad runs in. */
interface CreativeWords {
  /** Button texts, one picked per campaign when the campaign names none. */
  callsToAction: readonly string[];
  /** The label publishers put above an ad slot. */
  advertisement: string;
  /** The screenshot's caption of when the page was captured. */
  seenOn(date: string): string;
}

export const CREATIVE_WORDS: Readonly<Record<Language, CreativeWords>> = {
  es: {
    callsToAction: ['Ver más', 'Comprar ahora', 'Más información', 'Saber más', 'Descubrir'],
    advertisement: 'Publicidad',
    seenOn: (date) => `Visto el ${date}`,
  },
  pt: {
    callsToAction: ['Ver mais', 'Comprar agora', 'Saiba mais', 'Conhecer', 'Descobrir'],
    advertisement: 'Publicidade',
    seenOn: (date) => `Visto em ${date}`,
  },
  en: {
    callsToAction: ['See more', 'Shop now', 'Learn more', 'Find out more', 'Discover'],
    advertisement: 'Advertisement',
    seenOn: (date) => `Seen on ${date}`,
  },
};
