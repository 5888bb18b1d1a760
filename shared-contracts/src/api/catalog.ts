import type { Language } from '../languages';

export type { AutocompleteResponse, IndustriesResponse } from '../schemas/catalog';

export const AUTOCOMPLETE_PAGE_SIZE = 50;

/** A fixed option's name in each language of the suite. */
export type LocalizedNames = Readonly<Record<Language, string>>;

/**
 * Fixed option sets (docs/product.md#filters) with their names in every language: the shell's
 * filters show them and the API's market is written with them, from this one list.
 */
export const SOURCE_OPTIONS = [
  { id: 1, names: { en: 'Direct', es: 'Directa', pt: 'Direta' } },
  { id: 2, names: { en: 'Programmatic', es: 'Programática', pt: 'Programática' } },
  { id: 10, names: { en: 'AppNexus', es: 'AppNexus', pt: 'AppNexus' } },
] as const satisfies readonly { id: number; names: LocalizedNames }[];

export const FORMAT_OPTIONS = [
  { id: 1, names: { en: 'Text ADs', es: 'Anuncios de texto', pt: 'Anúncios de texto' } },
  { id: 2, names: { en: 'Standard ADs', es: 'Anuncios estándar', pt: 'Anúncios padrão' } },
  { id: 4, names: { en: 'Rich Media ADs', es: 'Anuncios rich media', pt: 'Anúncios rich media' } },
  { id: 5, names: { en: 'Video ADs', es: 'Anuncios de video', pt: 'Anúncios em vídeo' } },
  { id: 6, names: { en: 'Social ADs', es: 'Anuncios sociales', pt: 'Anúncios sociais' } },
  { id: 7, names: { en: 'Native ADs', es: 'Anuncios nativos', pt: 'Anúncios nativos' } },
  { id: 8, names: { en: 'Native Video ADs', es: 'Videos nativos', pt: 'Vídeos nativos' } },
] as const satisfies readonly { id: number; names: LocalizedNames }[];

// Desktop, Programática and Directa are the graph labels of docs/product.md.
export const PLATFORM_OPTIONS = [
  { id: 1, names: { en: 'Desktop', es: 'Escritorio', pt: 'Desktop' } },
  { id: 3, names: { en: 'Social Media', es: 'Redes sociales', pt: 'Redes sociais' } },
  { id: 4, names: { en: 'Web Mobile', es: 'Web móvil', pt: 'Web móvel' } },
] as const satisfies readonly { id: number; names: LocalizedNames }[];

export type {
  DdsWithoutCaptureRequest,
  ExportLinkResponse,
  ExportMailFilter,
  ExportMailRequest,
  ReportRequestedResponse,
} from '../schemas/exports';

/** The API's answer when a query has no rows (docs/product.md#data-views), kept as written. */
export const NO_DATA_MESSAGE = 'No data available. Try with other criteria.';

/** What `GET /{type}/export/{format}` exports (docs/product.md#exports; the saved reports' formats). */
export type ExportType = 'snapshots' | 'sov' | 'soi' | 'campaign_details' | 'campaign_rts';

export type ExportFormat = 'excel' | 'pdf' | 'csv';

/** The client's fallback when 'dds without capture' fails without a message (docs/product.md#exports). */
export const DDS_FAILURE_MESSAGE = 'Error al solicitar el reporte';
