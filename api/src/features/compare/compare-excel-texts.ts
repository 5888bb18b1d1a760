import type { Language, SpendUnavailable } from 'shared-contracts';

/**
 * The words of Compare's workbook that the exports' REPORT_TEXTS (exports/reports/report-texts.ts)
 * do not have, in each language of the suite; the words both use (country, spots, prints, first
 * and last seen, the About sheet…) are read there, so the files say them alike.
 */
interface CompareExcelTexts {
  /** The About sheet's title: "Compare: Advertisers". */
  title: (dimension: string) => string;
  sheets: {
    figures: string;
    trend: string;
    /** "Top publishers", "Top advertisers": what each entity's top list holds. */
    top: (topOf: string) => string;
    latestCreatives: string;
  };
  headers: {
    entity: string;
    shareOfVoice: string;
    shareInSet: string;
    spendLocal: string;
    currency: string;
    spendUsd: string;
    spendShare: string;
    pViewability: string;
    campaigns: string;
    newCampaigns: string;
    creatives: string;
    newCreatives: string;
    spendNote: string;
    period: string;
    share: string;
    rank: string;
    publisher: string;
  };
  /** The countries together, in the country column. */
  total: string;
  /** Why a column's spend cells are empty (SpendUnavailable's reason). */
  spendUnavailable: Readonly<Record<SpendUnavailable['reason'], string>>;
  context: {
    entities: (dimension: string, names: string) => string;
    grain: Readonly<Record<'day' | 'week' | 'month', string>>;
  };
}

const en: CompareExcelTexts = {
  title: (dimension) => `Compare: ${dimension}`,
  sheets: {
    figures: 'Figures',
    trend: 'Trend',
    top: (topOf) => `Top ${topOf.toLowerCase()}`,
    latestCreatives: 'Latest creatives',
  },
  headers: {
    entity: 'Entity',
    shareOfVoice: 'Share of voice (%)',
    shareInSet: 'Share in set (%)',
    spendLocal: 'Spend (local)',
    currency: 'Currency',
    spendUsd: 'Spend (USD)',
    spendShare: 'Spend share (%)',
    pViewability: 'pViewability (%)',
    campaigns: 'Campaigns',
    newCampaigns: 'New campaigns',
    creatives: 'Creatives',
    newCreatives: 'New creatives',
    spendNote: 'Spend note',
    period: 'Period',
    share: 'Share (%)',
    rank: 'Rank',
    publisher: 'Publisher',
  },
  total: 'Total',
  spendUnavailable: {
    periodTooShort: 'Spend needs a range of more than 14 days',
    countryWithoutSpend: 'Spend is not available for this country',
    notInPlan: 'Spend needs the investment role',
  },
  context: {
    entities: (dimension, names) => `${dimension}: ${names}`,
    grain: { day: 'Trend: one point a day', week: 'Trend: one point a week', month: 'Trend: one point a month' },
  },
};

const es: CompareExcelTexts = {
  title: (dimension) => `Comparar: ${dimension}`,
  sheets: {
    figures: 'Cifras',
    trend: 'Tendencia',
    top: (topOf) => `Principales ${topOf.toLowerCase()}`,
    latestCreatives: 'Últimas creatividades',
  },
  headers: {
    entity: 'Entidad',
    shareOfVoice: 'Cuota de voz (%)',
    shareInSet: 'Cuota en la selección (%)',
    spendLocal: 'Inversión (moneda local)',
    currency: 'Moneda',
    spendUsd: 'Inversión (USD)',
    spendShare: 'Cuota de inversión (%)',
    pViewability: 'pViewability (%)',
    campaigns: 'Campañas',
    newCampaigns: 'Campañas nuevas',
    creatives: 'Creatividades',
    newCreatives: 'Creatividades nuevas',
    spendNote: 'Nota sobre la inversión',
    period: 'Período',
    share: 'Cuota (%)',
    rank: 'Posición',
    publisher: 'Medio',
  },
  total: 'Total',
  spendUnavailable: {
    periodTooShort: 'La inversión necesita un período de más de 14 días',
    countryWithoutSpend: 'La inversión no está disponible para este país',
    notInPlan: 'La inversión necesita el rol de inversión',
  },
  context: {
    entities: (dimension, names) => `${dimension}: ${names}`,
    grain: {
      day: 'Tendencia: un punto por día',
      week: 'Tendencia: un punto por semana',
      month: 'Tendencia: un punto por mes',
    },
  },
};

const pt: CompareExcelTexts = {
  title: (dimension) => `Comparar: ${dimension}`,
  sheets: {
    figures: 'Números',
    trend: 'Tendência',
    top: (topOf) => `Principais ${topOf.toLowerCase()}`,
    latestCreatives: 'Últimos criativos',
  },
  headers: {
    entity: 'Entidade',
    shareOfVoice: 'Participação de voz (%)',
    shareInSet: 'Participação na seleção (%)',
    spendLocal: 'Investimento (moeda local)',
    currency: 'Moeda',
    spendUsd: 'Investimento (USD)',
    spendShare: 'Participação no investimento (%)',
    pViewability: 'pViewability (%)',
    campaigns: 'Campanhas',
    newCampaigns: 'Campanhas novas',
    creatives: 'Criativos',
    newCreatives: 'Criativos novos',
    spendNote: 'Nota sobre o investimento',
    period: 'Período',
    share: 'Participação (%)',
    rank: 'Posição',
    publisher: 'Veículo',
  },
  total: 'Total',
  spendUnavailable: {
    periodTooShort: 'O investimento precisa de um período de mais de 14 dias',
    countryWithoutSpend: 'O investimento não está disponível para este país',
    notInPlan: 'O investimento precisa do papel de investimento',
  },
  context: {
    entities: (dimension, names) => `${dimension}: ${names}`,
    grain: {
      day: 'Tendência: um ponto por dia',
      week: 'Tendência: um ponto por semana',
      month: 'Tendência: um ponto por mês',
    },
  },
};

/** Compare's workbook words in each language of the suite. */
export const COMPARE_EXCEL_TEXTS: Readonly<Record<Language, CompareExcelTexts>> = { en, es, pt };
