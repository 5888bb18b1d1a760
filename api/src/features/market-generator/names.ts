import type { Random } from './random';
import type { CountryInfo } from './reference-data';

const ONSETS = [
  'b',
  'c',
  'd',
  'f',
  'g',
  'l',
  'm',
  'n',
  'p',
  'r',
  's',
  't',
  'v',
  'z',
  'br',
  'cr',
  'pr',
  'tr',
  'al',
  'qu',
];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'a', 'o', 'ia', 'io'];
const CODAS = ['', '', '', 'n', 'r', 's', 'x', 'l'];

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** A pronounceable invented brand root such as "Velora" or "Tricon". */
export function brandRoot(random: Random): string {
  const syllables = random.int(2, 3);
  let root = '';
  for (let i = 0; i < syllables; i += 1) {
    root += random.pick(ONSETS) + random.pick(VOWELS);
  }
  return capitalize(root + random.pick(CODAS));
}

/** Lower-case ascii for domains and slugs. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'y')
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 40);
}

/** Draws until `make` gives a name not in `taken`; falls back to numbering. */
export function uniqueName(taken: Set<string>, make: () => string): string {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const name = make();
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
  const base = make();
  let counter = 2;
  while (taken.has(`${base} ${counter}`)) counter += 1;
  const name = `${base} ${counter}`;
  taken.add(name);
  return name;
}

const TOPICS_ES = [
  'Deportes',
  'Economía',
  'Tecnología',
  'Espectáculos',
  'Política',
  'Autos',
  'Salud',
  'Turismo',
  'Gastronomía',
  'Moda',
  'Fútbol',
  'Negocios',
];
const TOPICS_PT = [
  'Esportes',
  'Economia',
  'Tecnologia',
  'Entretenimento',
  'Política',
  'Carros',
  'Saúde',
  'Turismo',
  'Futebol',
  'Negócios',
];
const TOPICS_EN = [
  'Sports',
  'Business',
  'Tech',
  'Entertainment',
  'Politics',
  'Cars',
  'Health',
  'Travel',
  'Food',
  'Style',
];

type NameTemplate = (city: string, topic: string, country: CountryInfo) => string;

const TEMPLATES: Readonly<Record<CountryInfo['language'], readonly NameTemplate[]>> = {
  es: [
    (city) => `El Diario de ${city}`,
    (city) => `La Voz de ${city}`,
    (city) => `${city} Hoy`,
    (city) => `Crónica ${city}`,
    (_city, topic) => `${topic} al Día`,
    (_city, topic, country) => `${topic} ${country.name}`,
    (_city, _topic, country) => `Noticias ${country.name}`,
    (_city, topic) => `Mundo ${topic}`,
    (_city, topic) => `Revista ${topic}`,
    (city) => `El Informador ${city}`,
    (_city, topic) => `${topic} Digital`,
    (city) => `Radio ${city}`,
    (city) => `Canal ${city} TV`,
    (_city, topic) => `Portal ${topic}`,
  ],
  pt: [
    (city) => `Jornal de ${city}`,
    (city) => `Folha de ${city}`,
    (city) => `${city} Agora`,
    (city) => `Diário ${city}`,
    (_city, topic) => `Portal ${topic}`,
    (_city, topic) => `Revista ${topic}`,
    (_city, topic) => `${topic} Hoje`,
    (city) => `Rádio ${city}`,
    (_city, topic) => `Mundo ${topic}`,
    (city) => `O Globo de ${city}`,
  ],
  en: [
    (city) => `The ${city} Herald`,
    (city) => `${city} Daily`,
    (city) => `${city} Chronicle`,
    (_city, topic) => `${topic} Today`,
    (_city, topic) => `${topic} Weekly`,
    (city) => `${city} Noticias`,
    (_city, topic) => `The ${topic} Report`,
    (city) => `${city} Live`,
    (_city, topic) => `Daily ${topic}`,
  ],
};

/** A plausible local media name ("La Voz de Córdoba", "Folha de Recife", "Houston Daily"). */
export function publisherName(random: Random, country: CountryInfo): string {
  const topics = country.language === 'pt' ? TOPICS_PT : country.language === 'en' ? TOPICS_EN : TOPICS_ES;
  const template = random.pick(TEMPLATES[country.language]);
  return template(random.pick(country.cities), random.pick(topics), country);
}

/** The publisher's site on the country's domain. */
export function publisherUrl(name: string, country: CountryInfo): string {
  return `https://www.${slugify(name)}.${country.tld}`;
}

/** Article paths for a spot's page url. */
export const SECTIONS = [
  'noticias',
  'deportes',
  'economia',
  'espectaculos',
  'tecnologia',
  'ultimas',
  'opinion',
  'vida',
];
