import type { Language } from 'shared-contracts';

/**
 * The words of the public country reports (the record and its one-page PDF) in one language, in
 * the style of the exports' report texts (exports/reports/report-texts.ts). Countries and months
 * arrive already named in the language.
 */
export interface CountryReportTexts {
  /** The record's Name and the PDF's title. */
  title: (country: string) => string;
  description: (country: string) => string;
  /** The document's link: of a month, or of a country without data yet. */
  document: (month: string) => string;
  documentWithoutData: string;
  fileName: string;
  period: (month: string, since: string, until: string) => string;
  dataAsOf: (date: string) => string;
  noData: string;
  totals: (spots: string, advertisers: string) => string;
  sections: { advertisers: string; formats: string; platforms: string };
  headers: { advertiser: string; spots: string; share: string };
  notes: { shareOfVoice: string; spend: string };
  /** The invitation, above the sign-up page's address. */
  signUp: string;
}

const en: CountryReportTexts = {
  title: (country) => `${country}: digital advertising report`,
  description: (country) =>
    `The advertisers with the most spots in ${country} last month, with the mix of formats and platforms, on one page.`,
  document: (month) => `Report of ${month} (PDF)`,
  documentWithoutData: 'Report (PDF)',
  fileName: 'report',
  period: (month, since, until) => `Month covered: ${month} (${since} to ${until}), the last whole month of the data`,
  dataAsOf: (date) => `Data as of ${date}`,
  noData: 'No spot has been captured in this country yet.',
  totals: (spots, advertisers) => `${spots} spots captured, of ${advertisers} advertisers`,
  sections: {
    advertisers: 'Top advertisers by share of voice',
    formats: 'Formats',
    platforms: 'Platforms',
  },
  headers: { advertiser: 'Advertiser', spots: 'Spots', share: 'SOV (%)' },
  notes: {
    shareOfVoice: "Share of voice (SOV): an advertiser's, format's or platform's share of the month's spots.",
    spend: 'Estimated spend, every advertiser, any period and filter: in the dashboard.',
  },
  signUp: 'Sign up for the monthly reports and a demo of the dashboard:',
};

const es: CountryReportTexts = {
  title: (country) => `${country}: informe de publicidad digital`,
  description: (country) =>
    `Los anunciantes con más spots de ${country} el mes pasado, con la mezcla de formatos y plataformas, en una página.`,
  document: (month) => `Informe de ${month} (PDF)`,
  documentWithoutData: 'Informe (PDF)',
  fileName: 'informe',
  period: (month, since, until) =>
    `Mes del informe: ${month} (${since} a ${until}), el último mes completo de los datos`,
  dataAsOf: (date) => `Datos al ${date}`,
  noData: 'Todavía no se capturaron spots en este país.',
  totals: (spots, advertisers) => `${spots} spots capturados, de ${advertisers} anunciantes`,
  sections: {
    advertisers: 'Principales anunciantes por cuota de voz',
    formats: 'Formatos',
    platforms: 'Plataformas',
  },
  headers: { advertiser: 'Anunciante', spots: 'Spots', share: 'SOV (%)' },
  notes: {
    shareOfVoice: 'Cuota de voz (SOV): la parte de los spots del mes de un anunciante, formato o plataforma.',
    spend: 'Inversión estimada, todos los anunciantes, cualquier período y filtro: en el tablero.',
  },
  signUp: 'Registrate para recibir los informes mensuales y una demo del tablero:',
};

const pt: CountryReportTexts = {
  title: (country) => `${country}: relatório de publicidade digital`,
  description: (country) =>
    `Os anunciantes com mais spots em ${country} no mês passado, com a mistura de formatos e plataformas, em uma página.`,
  document: (month) => `Relatório de ${month} (PDF)`,
  documentWithoutData: 'Relatório (PDF)',
  fileName: 'relatorio',
  period: (month, since, until) => `Mês do relatório: ${month} (${since} a ${until}), o último mês completo dos dados`,
  dataAsOf: (date) => `Dados até ${date}`,
  noData: 'Ainda não foram capturados spots neste país.',
  totals: (spots, advertisers) => `${spots} spots capturados, de ${advertisers} anunciantes`,
  sections: {
    advertisers: 'Principais anunciantes por participação de voz',
    formats: 'Formatos',
    platforms: 'Plataformas',
  },
  headers: { advertiser: 'Anunciante', spots: 'Spots', share: 'SOV (%)' },
  notes: {
    shareOfVoice: 'Participação de voz (SOV): a parte dos spots do mês de um anunciante, formato ou plataforma.',
    spend: 'Investimento estimado, todos os anunciantes, qualquer período e filtro: no painel.',
  },
  signUp: 'Cadastre-se para receber os relatórios mensais e uma demonstração do painel:',
};

/** The country reports' words in each language of the suite. */
export const COUNTRY_REPORT_TEXTS: Readonly<Record<Language, CountryReportTexts>> = { en, es, pt };

/** A country's name in `lang` ("Estados Unidos", "United States"); a code without one stays as it is. */
export function countryNameIn(code: string, lang: Language): string {
  return new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' }).of(code) ?? code;
}

/** A yyyy-MM month named in `lang` ("junio de 2026", "June 2026"). */
export function monthNameIn(month: string, lang: Language): string {
  return new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}
