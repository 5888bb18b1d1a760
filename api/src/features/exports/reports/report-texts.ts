import type { Language } from 'shared-contracts';
import type { ReportCountry } from '../report-model';

/** "Argentina (AR)": a country as the heading lines and the PDF's sections name it, in every language. */
export const countryLabel = ({ name, code }: ReportCountry) => `${name} (${code})`;

const listCountries = (countries: readonly ReportCountry[]) => countries.map(countryLabel).join(', ');

/** The words of the exported reports (titles, sheets, column headers, heading lines) in one language. */
export interface ReportTexts {
  titles: {
    shareOfVoice: string;
    realTimeSpend: string;
    snapshot: (breakdown: string) => string;
    campaignDetails: string;
    campaignRts: string;
  };
  sheets: {
    campaigns: string;
    investmentByDay: string;
    summary: string;
    adSpendByDay: string;
    about: string;
  };
  headers: {
    name: string;
    pViewability: string;
    sov: string;
    soi: string;
    soiAmount: (currency: string) => string;
    spots: string;
    prints: string;
    amount: (currency: string) => string;
    adSpend: (currency: string) => string;
    metric: string;
    value: string;
    date: string;
    campaign: string;
    advertiser: string;
    product: string;
    industry: string;
    category: string;
    platform: string;
    format: string;
    style: string;
    /** The campaign's first day seen in the country (whatever the period and filters). */
    firstSeen: string;
    lastSeenOn: string;
    lastSeen: string;
    lastSeenUrl: string;
    creative: string;
    publishers: string;
    advertisers: string;
    /** The first column of a CSV of several countries. */
    country: string;
  };
  context: {
    country: (name: string, code: string) => string;
    /** An export of several countries, in their order. */
    countries: (countries: readonly ReportCountry[]) => string;
    range: (since: string, until: string) => string;
    excludedPublishers: string;
    /** A table whose own dimension the search filters: its shares are of the selected labels. */
    shareBasis: (dimension: string) => string;
    generated: (when: string) => string;
    galleryPage: (page: number, pages: number, campaigns: number, onePerCreative: boolean) => string;
  };
  mail: {
    subject: (title: string, country: string, since: string, until: string) => string;
    body: (fileName: string) => string;
  };
  /** The super admins' mailed CSV of the spots captured without a screenshot. */
  dds: {
    sheet: string;
    subject: string;
    body: (spots: number) => string;
    spot: string;
    country: string;
    publisher: string;
    pageUrl: string;
    source: string;
  };
  gallery: {
    noCampaigns: string;
    /** Stands for a creative the PDF cannot draw (a video, an outside image). */
    placeholder: (style: string) => string;
  };
}

const en: ReportTexts = {
  titles: {
    shareOfVoice: 'Share of Voice',
    realTimeSpend: 'Real-Time Spend',
    snapshot: (breakdown) => `Snapshot: ${breakdown}`,
    campaignDetails: 'Campaign Details',
    campaignRts: 'Campaign Details RTS',
  },
  sheets: {
    campaigns: 'Campaigns',
    investmentByDay: 'Investment by day',
    summary: 'Summary',
    adSpendByDay: 'Ad spend by day',
    about: 'About',
  },
  headers: {
    name: 'Name',
    pViewability: 'pViewability',
    sov: 'SOV (%)',
    soi: 'SOI (%)',
    soiAmount: (currency) => `SOI (${currency})`,
    spots: 'Spots',
    prints: 'Prints',
    amount: (currency) => `Amount (${currency})`,
    adSpend: (currency) => `Ad spend (${currency})`,
    metric: 'Metric',
    value: 'Value',
    date: 'Date',
    campaign: 'Campaign',
    advertiser: 'Advertiser',
    product: 'Product',
    industry: 'Industry',
    category: 'Category',
    platform: 'Platform',
    format: 'Format',
    style: 'Style',
    firstSeen: 'First seen',
    lastSeenOn: 'Last seen on',
    lastSeen: 'Last seen',
    lastSeenUrl: 'Last seen URL',
    creative: 'Creative',
    publishers: 'Publishers',
    advertisers: 'Advertisers',
    country: 'Country',
  },
  context: {
    country: (name, code) => `Country: ${name} (${code})`,
    countries: (countries) => `Countries: ${listCountries(countries)}`,
    range: (since, until) => `Range: ${since} to ${until}`,
    excludedPublishers: 'Excluded publishers',
    shareBasis: (dimension) => `Shares of ${dimension}: within the selected ${dimension}`,
    generated: (when) => `Generated: ${when} UTC`,
    galleryPage: (page, pages, campaigns, onePerCreative) =>
      `Page ${page} of ${pages} (${campaigns} campaigns${onePerCreative ? ', one per creative' : ''})`,
  },
  mail: {
    subject: (title, country, since, until) => `${title}: ${country}, ${since} to ${until}`,
    body: (fileName) => `Attached is the report you asked for (${fileName}).`,
  },
  dds: {
    sheet: 'Spots without capture',
    subject: 'Dds without capture',
    body: (spots) => `Attached: ${spots} spots captured without a screenshot.`,
    spot: 'Spot',
    country: 'Country',
    publisher: 'Publisher',
    pageUrl: 'Page URL',
    source: 'Source',
  },
  gallery: {
    noCampaigns: 'No campaigns for this search.',
    placeholder: (style) => `${style} creative`,
  },
};

const es: ReportTexts = {
  titles: {
    shareOfVoice: 'Cuota de voz',
    realTimeSpend: 'Inversión en tiempo real',
    snapshot: (breakdown) => `Instantánea: ${breakdown}`,
    campaignDetails: 'Detalle de campañas',
    campaignRts: 'Detalle de campañas, inversión por día',
  },
  sheets: {
    campaigns: 'Campañas',
    investmentByDay: 'Inversión por día',
    summary: 'Resumen',
    adSpendByDay: 'Inversión por día',
    about: 'Acerca de',
  },
  headers: {
    name: 'Nombre',
    pViewability: 'pViewability',
    sov: 'SOV (%)',
    soi: 'SOI (%)',
    soiAmount: (currency) => `SOI (${currency})`,
    spots: 'Spots',
    prints: 'Impresiones',
    amount: (currency) => `Inversión (${currency})`,
    adSpend: (currency) => `Inversión (${currency})`,
    metric: 'Métrica',
    value: 'Valor',
    date: 'Fecha',
    campaign: 'Campaña',
    advertiser: 'Anunciante',
    product: 'Producto',
    industry: 'Industria',
    category: 'Categoría',
    platform: 'Plataforma',
    format: 'Formato',
    style: 'Estilo',
    firstSeen: 'Primera vez visto',
    lastSeenOn: 'Visto por última vez en',
    lastSeen: 'Última vez visto',
    lastSeenUrl: 'URL de la última vez',
    creative: 'Creatividad',
    publishers: 'Medios',
    advertisers: 'Anunciantes',
    country: 'País',
  },
  context: {
    country: (name, code) => `País: ${name} (${code})`,
    countries: (countries) => `Países: ${listCountries(countries)}`,
    range: (since, until) => `Período: ${since} a ${until}`,
    excludedPublishers: 'Medios excluidos',
    shareBasis: (dimension) => `Participaciones de ${dimension}: dentro de la selección de ${dimension}`,
    generated: (when) => `Generado: ${when} UTC`,
    galleryPage: (page, pages, campaigns, onePerCreative) =>
      `Página ${page} de ${pages} (${campaigns} campañas${onePerCreative ? ', una por creatividad' : ''})`,
  },
  mail: {
    subject: (title, country, since, until) => `${title}: ${country}, ${since} a ${until}`,
    body: (fileName) => `Adjuntamos el informe que pediste (${fileName}).`,
  },
  dds: {
    sheet: 'Spots sin captura',
    subject: 'Dds sin captura',
    body: (spots) => `Adjunto: ${spots} spots capturados sin captura de pantalla.`,
    spot: 'Spot',
    country: 'País',
    publisher: 'Medio',
    pageUrl: 'URL de la página',
    source: 'Fuente',
  },
  gallery: {
    noCampaigns: 'No hay campañas para esta búsqueda.',
    placeholder: (style) => `Creatividad ${style}`,
  },
};

const pt: ReportTexts = {
  titles: {
    shareOfVoice: 'Participação de voz',
    realTimeSpend: 'Investimento em tempo real',
    snapshot: (breakdown) => `Instantâneo: ${breakdown}`,
    campaignDetails: 'Detalhe de campanhas',
    campaignRts: 'Detalhe de campanhas, investimento por dia',
  },
  sheets: {
    campaigns: 'Campanhas',
    investmentByDay: 'Investimento por dia',
    summary: 'Resumo',
    adSpendByDay: 'Investimento por dia',
    about: 'Sobre',
  },
  headers: {
    name: 'Nome',
    pViewability: 'pViewability',
    sov: 'SOV (%)',
    soi: 'SOI (%)',
    soiAmount: (currency) => `SOI (${currency})`,
    spots: 'Spots',
    prints: 'Impressões',
    amount: (currency) => `Investimento (${currency})`,
    adSpend: (currency) => `Investimento (${currency})`,
    metric: 'Métrica',
    value: 'Valor',
    date: 'Data',
    campaign: 'Campanha',
    advertiser: 'Anunciante',
    product: 'Produto',
    industry: 'Indústria',
    category: 'Categoria',
    platform: 'Plataforma',
    format: 'Formato',
    style: 'Estilo',
    firstSeen: 'Primeira vez visto',
    lastSeenOn: 'Visto pela última vez em',
    lastSeen: 'Última vez visto',
    lastSeenUrl: 'URL da última vez',
    creative: 'Criativo',
    publishers: 'Veículos',
    advertisers: 'Anunciantes',
    country: 'País',
  },
  context: {
    country: (name, code) => `País: ${name} (${code})`,
    countries: (countries) => `Países: ${listCountries(countries)}`,
    range: (since, until) => `Período: ${since} a ${until}`,
    excludedPublishers: 'Veículos excluídos',
    shareBasis: (dimension) => `Participações de ${dimension}: dentro da seleção de ${dimension}`,
    generated: (when) => `Gerado: ${when} UTC`,
    galleryPage: (page, pages, campaigns, onePerCreative) =>
      `Página ${page} de ${pages} (${campaigns} campanhas${onePerCreative ? ', uma por criativo' : ''})`,
  },
  mail: {
    subject: (title, country, since, until) => `${title}: ${country}, ${since} a ${until}`,
    body: (fileName) => `Segue em anexo o relatório que você pediu (${fileName}).`,
  },
  dds: {
    sheet: 'Spots sem captura',
    subject: 'Dds sem captura',
    body: (spots) => `Em anexo: ${spots} spots capturados sem captura de tela.`,
    spot: 'Spot',
    country: 'País',
    publisher: 'Veículo',
    pageUrl: 'URL da página',
    source: 'Fonte',
  },
  gallery: {
    noCampaigns: 'Nenhuma campanha para esta busca.',
    placeholder: (style) => `Criativo ${style}`,
  },
};

/** The reports' words in each language of the suite; breakdown names come from BREAKDOWN_NAMES. */
export const REPORT_TEXTS: Readonly<Record<Language, ReportTexts>> = { en, es, pt };
