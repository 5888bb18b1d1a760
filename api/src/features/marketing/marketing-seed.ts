import type { Queryable } from '../../db/database';
import { insertDocument, insertRecord } from './marketing-repository';
import { simplePdf } from './simple-pdf';

/** Paths the browser reaches through the shell's /api proxy (same origin). */
const MARKETING_DOCS_PATH = '/api/v2/marketing/docs';
const MARKETING_FLAGS_PATH = '/api/v2/marketing/flags';

const SEED_COUNTRIES = [
  { code: 'AR', name: 'Argentina' },
  { code: 'BR', name: 'Brasil' },
  { code: 'CL', name: 'Chile' },
  { code: 'CO', name: 'Colombia' },
  { code: 'MX', name: 'México' },
  { code: 'PE', name: 'Perú' },
  { code: 'ES', name: 'España' },
] as const;

const YEAR = 2023;

/** Seeds a country report (record and its PDF) per country when the table is empty. */
export async function seedMarketingRecords(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ count: number }>('select count(*)::int as count from marketing_records');
  if ((rows[0]?.count ?? 0) > 0) return 0;
  for (const [position, { code, name }] of SEED_COUNTRIES.entries()) {
    const title = `Publicidad digital en ${name} ${YEAR}`;
    const pdf = simplePdf(title, [
      `Resumen anual de la inversión publicitaria digital monitoreada en ${name}.`,
      'Incluye: share of voice por industria, principales anunciantes y medios,',
      'formatos y plataformas con más presencia, y la evolución mensual de la inversión.',
      '',
      'Documento de muestra generado por la API de referencia.',
    ]);
    const docId = await insertDocument(db, `informe-${code.toLowerCase()}-${YEAR}.pdf`, 'application/pdf', pdf);
    await insertRecord(db, {
      name: title,
      description: `Los anunciantes, medios y formatos que marcaron la publicidad digital de ${name} en ${YEAR}.`,
      flagImageUrl: `${MARKETING_FLAGS_PATH}/${code}`,
      docs: [{ name: `Informe ${name} ${YEAR} (PDF)`, url: `${MARKETING_DOCS_PATH}/${docId}` }],
      country: code,
      position,
    });
  }
  return SEED_COUNTRIES.length;
}
