import type { Language } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { insertNewsCard, type NewNewsCard } from './news-repository';

const ENGLISH: readonly NewNewsCard[] = [
  {
    type: 'launch',
    title: 'New metric: pViewability',
    body:
      'Share of Voice and Snapshots now show pViewability: the share of captured ads that were viewable. ' +
      'Compare it by publisher, format and platform to see where a campaign is really seen.',
    links: [{ label: 'See it in Share of Voice', href: '/dashboard/shareofvoice' }],
  },
  {
    type: 'feature',
    title: 'Reports in your inbox',
    body: 'Save any search as a report and choose daily, weekly or monthly delivery by e-mail.',
    links: [{ label: 'My account', href: '/dashboard/account' }],
  },
  {
    type: 'feature',
    title: 'Alerts on new campaigns',
    body: 'Follow up to 4 advertisers per alert and get a weekly e-mail when they launch new campaigns.',
    links: [],
  },
  {
    type: 'tip',
    title: 'Share a search',
    body: 'The share button copies a link with your countries, dates and filters, ready to send to a colleague.',
    links: [],
  },
];

const SPANISH: readonly NewNewsCard[] = [
  {
    type: 'launch',
    title: 'Nueva métrica: pViewability',
    body:
      'Cuota de voz y Snapshots ya muestran la pViewability: la parte de los avisos capturados que fueron visibles. ' +
      'Comparala por medio, formato y plataforma para ver dónde se ve de verdad una campaña.',
    links: [{ label: 'Verla en Cuota de voz', href: '/dashboard/shareofvoice' }],
  },
  {
    type: 'feature',
    title: 'Reportes en tu correo',
    body: 'Guardá cualquier búsqueda como reporte y elegí recibirlo por correo cada día, semana o mes.',
    links: [{ label: 'Mi cuenta', href: '/dashboard/account' }],
  },
  {
    type: 'feature',
    title: 'Alertas de campañas nuevas',
    body: 'Seguí hasta 4 anunciantes por alerta y recibí un correo semanal cuando lancen campañas nuevas.',
    links: [],
  },
  {
    type: 'tip',
    title: 'Compartí una búsqueda',
    body: 'El botón de compartir copia un enlace con tus países, fechas y filtros, listo para enviar a un colega.',
    links: [],
  },
];

const PORTUGUESE: readonly NewNewsCard[] = [
  {
    type: 'launch',
    title: 'Nova métrica: pViewability',
    body:
      'Participação de voz e Snapshots agora mostram a pViewability: a parte dos anúncios capturados que foram visíveis. ' +
      'Compare por veículo, formato e plataforma para ver onde uma campanha é realmente vista.',
    links: [{ label: 'Ver em Participação de voz', href: '/dashboard/shareofvoice' }],
  },
  {
    type: 'feature',
    title: 'Relatórios no seu e-mail',
    body: 'Salve qualquer busca como relatório e escolha recebê-lo por e-mail todo dia, semana ou mês.',
    links: [{ label: 'Minha conta', href: '/dashboard/account' }],
  },
  {
    type: 'feature',
    title: 'Alertas de campanhas novas',
    body: 'Acompanhe até 4 anunciantes por alerta e receba um e-mail semanal quando lançarem campanhas novas.',
    links: [],
  },
  {
    type: 'tip',
    title: 'Compartilhe uma busca',
    body: 'O botão de compartilhar copia um link com seus países, datas e filtros, pronto para enviar a um colega.',
    links: [],
  },
];

/** Home's cards (docs/product.md#home) in each language: the viewability launch, then a few more. */
export const SEED_NEWS: Readonly<Record<Language, readonly NewNewsCard[]>> = {
  es: SPANISH,
  en: ENGLISH,
  pt: PORTUGUESE,
};

/**
 * Seeds the news of each language that has none (a database seeded before the news spoke every
 * language gets the Spanish and Portuguese cards); returns how many cards it wrote.
 */
export async function seedNews(db: Queryable): Promise<number> {
  let written = 0;
  for (const [lang, cards] of Object.entries(SEED_NEWS) as [Language, readonly NewNewsCard[]][]) {
    const { rows } = await db.query<{ count: number }>(
      'select count(*)::int as count from news_cards where lang = $1',
      [lang],
    );
    if ((rows[0]?.count ?? 0) > 0) continue;
    for (const [index, card] of cards.entries()) await insertNewsCard(db, card, index, lang);
    written += cards.length;
  }
  return written;
}
