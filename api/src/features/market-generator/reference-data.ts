/**
 * The fixed part of the market: countries with their currency and share of captured spots,
 * illustrative USD quotes, and the option sets of docs/product.md#filters with their exact ids.
 */
import { FORMAT_OPTIONS, PLATFORM_OPTIONS, SOURCE_OPTIONS } from '../../lib/contracts';

export interface CountryInfo {
  code: string;
  name: string;
  currency: string;
  /** Relative volume of captured spots. */
  weight: number;
  /** What a thousand prints cost here against the United States (1): CPMs follow the market's price level. */
  priceLevel: number;
  /** Publisher domains end with it. */
  tld: string;
  language: 'es' | 'pt' | 'en';
  cities: readonly string[];
}

// Currencies follow docs/decisions.md (COUNTRY_CURRENCY in shared-contracts).
export const COUNTRIES: readonly CountryInfo[] = [
  {
    code: 'AR',
    name: 'Argentina',
    currency: 'ARS',
    weight: 12,
    priceLevel: 0.35,
    tld: 'com.ar',
    language: 'es',
    cities: ['Buenos Aires', 'Córdoba', 'Rosario', 'Mendoza', 'La Plata', 'Tucumán'],
  },
  {
    code: 'BR',
    name: 'Brasil',
    currency: 'BRL',
    weight: 16,
    priceLevel: 0.45,
    tld: 'com.br',
    language: 'pt',
    cities: ['São Paulo', 'Rio', 'Minas', 'Bahia', 'Recife', 'Curitiba', 'Brasília'],
  },
  {
    code: 'CL',
    name: 'Chile',
    currency: 'CLP',
    weight: 7,
    priceLevel: 0.5,
    tld: 'cl',
    language: 'es',
    cities: ['Santiago', 'Valparaíso', 'Concepción', 'Antofagasta', 'Temuco'],
  },
  {
    code: 'CO',
    name: 'Colombia',
    currency: 'COP',
    weight: 9,
    priceLevel: 0.35,
    tld: 'com.co',
    language: 'es',
    cities: ['Bogotá', 'Medellín', 'Cali', 'Barranquilla', 'Cartagena'],
  },
  {
    code: 'CR',
    name: 'Costa Rica',
    currency: 'CRC',
    weight: 2,
    priceLevel: 0.4,
    tld: 'cr',
    language: 'es',
    cities: ['San José', 'Alajuela', 'Heredia', 'Cartago'],
  },
  {
    code: 'DO',
    name: 'República Dominicana',
    currency: 'DOP',
    weight: 2,
    priceLevel: 0.35,
    tld: 'com.do',
    language: 'es',
    cities: ['Santo Domingo', 'Santiago', 'Punta Cana', 'La Romana'],
  },
  {
    code: 'US',
    name: 'United States',
    currency: 'USD',
    weight: 8,
    priceLevel: 1,
    tld: 'com',
    language: 'en',
    cities: ['Miami', 'Houston', 'Los Angeles', 'New York', 'Chicago', 'San Antonio'],
  },
  {
    code: 'EC',
    name: 'Ecuador',
    currency: 'USD',
    weight: 3,
    priceLevel: 0.3,
    tld: 'ec',
    language: 'es',
    cities: ['Quito', 'Guayaquil', 'Cuenca', 'Manta'],
  },
  {
    code: 'ES',
    name: 'España',
    currency: 'EUR',
    weight: 8,
    priceLevel: 0.75,
    tld: 'es',
    language: 'es',
    cities: ['Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Bilbao', 'Málaga'],
  },
  {
    code: 'SV',
    name: 'El Salvador',
    currency: 'USD',
    weight: 1,
    priceLevel: 0.3,
    tld: 'com.sv',
    language: 'es',
    cities: ['San Salvador', 'Santa Ana', 'San Miguel'],
  },
  {
    code: 'GT',
    name: 'Guatemala',
    currency: 'GTQ',
    weight: 2,
    priceLevel: 0.3,
    tld: 'com.gt',
    language: 'es',
    cities: ['Guatemala', 'Quetzaltenango', 'Escuintla', 'Antigua'],
  },
  {
    code: 'HN',
    name: 'Honduras',
    currency: 'HNL',
    weight: 1,
    priceLevel: 0.25,
    tld: 'hn',
    language: 'es',
    cities: ['Tegucigalpa', 'San Pedro Sula', 'La Ceiba'],
  },
  {
    code: 'MX',
    name: 'México',
    currency: 'MXN',
    weight: 15,
    priceLevel: 0.45,
    tld: 'com.mx',
    language: 'es',
    cities: ['CDMX', 'Guadalajara', 'Monterrey', 'Puebla', 'Mérida', 'Tijuana', 'Querétaro'],
  },
  {
    code: 'PA',
    name: 'Panamá',
    currency: 'USD',
    weight: 1.5,
    priceLevel: 0.45,
    tld: 'com.pa',
    language: 'es',
    cities: ['Panamá', 'Colón', 'David'],
  },
  {
    code: 'PY',
    name: 'Paraguay',
    currency: 'PYG',
    weight: 1.5,
    priceLevel: 0.3,
    tld: 'com.py',
    language: 'es',
    cities: ['Asunción', 'Ciudad del Este', 'Encarnación'],
  },
  {
    code: 'PE',
    name: 'Perú',
    currency: 'PEN',
    weight: 6,
    priceLevel: 0.35,
    tld: 'pe',
    language: 'es',
    cities: ['Lima', 'Arequipa', 'Trujillo', 'Cusco', 'Piura'],
  },
  {
    code: 'PR',
    name: 'Puerto Rico',
    currency: 'USD',
    weight: 1.5,
    priceLevel: 0.7,
    tld: 'pr',
    language: 'es',
    cities: ['San Juan', 'Ponce', 'Mayagüez', 'Bayamón'],
  },
  {
    code: 'UY',
    name: 'Uruguay',
    currency: 'UYU',
    weight: 2,
    priceLevel: 0.45,
    tld: 'com.uy',
    language: 'es',
    cities: ['Montevideo', 'Punta del Este', 'Salto', 'Paysandú'],
  },
  {
    code: 'VE',
    name: 'Venezuela',
    currency: 'VES',
    weight: 2,
    priceLevel: 0.2,
    tld: 'com.ve',
    language: 'es',
    cities: ['Caracas', 'Maracaibo', 'Valencia', 'Barquisimeto'],
  },
];

/** Units of each currency one USD buys: illustrative quotes, not live ones. */
export const USD_RATES: Readonly<Record<string, number>> = {
  USD: 1,
  ARS: 1450,
  BRL: 5.35,
  CLP: 940,
  COP: 3900,
  CRC: 505,
  DOP: 63.5,
  EUR: 0.86,
  GTQ: 7.67,
  HNL: 26.2,
  MXN: 18.4,
  PEN: 3.4,
  PYG: 7100,
  UYU: 39.9,
  VES: 230,
};

/** Categories: what the campaign is for. */
export const CATEGORIES: readonly string[] = [
  'Brand Awareness',
  'Promotions & Discounts',
  'Product Launch',
  'Institutional',
  'Events',
  'Seasonal',
  'Sponsorship',
  'Lead Generation',
  'App Install',
  'Recruitment',
  'Social Cause',
  'Loyalty Programs',
];

// The fixed option sets are written from shared-contracts' one list, with their English names.
const englishNames = (options: readonly { id: number; names: { en: string } }[]) =>
  options.map(({ id, names }) => ({ id, name: names.en }));
export const PLATFORMS = englishNames(PLATFORM_OPTIONS);
export const FORMATS = englishNames(FORMAT_OPTIONS);
export const SOURCES = englishNames(SOURCE_OPTIONS);

/** The market starts here (the generated history). */
export const MARKET_START = '2023-01-01';
