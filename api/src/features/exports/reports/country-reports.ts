import type { Language } from 'shared-contracts';
import type { Queryable } from '../../../db/database';
import type { Countries } from '../export-query';
import { buildReport, type ExportJob } from '../export-service';
import type { Report, ReportCountry } from '../report-model';
import { REPORT_TEXTS } from './report-texts';

interface CountryReport {
  country: ReportCountry;
  report: Report;
}

async function countryNames(db: Queryable, codes: readonly string[]): Promise<Map<string, string>> {
  const { rows } = await db.query<ReportCountry>('select code, name from countries where code = any($1::text[])', [
    codes,
  ]);
  return new Map(rows.map((row) => [row.code, row.name]));
}

/**
 * One report of each country's report, countries in order: their tables tagged with the country,
 * the heading naming them all. Every builder writes the country as its first heading line and
 * names its file `{prefix}-{country}-{since}-{until}`, which is where the countries go.
 */
function combineReports(parts: Countries<CountryReport>, lang: Language): Report {
  const [{ report: first, country: firstCountry }] = parts;
  const countries = parts.map((part) => part.country);
  const texts = REPORT_TEXTS[lang];
  return {
    title: first.title,
    // The range, the filters and the time of making are the same for every country: written once.
    context: [texts.context.countries(countries), ...first.context.slice(1)],
    aboutSheet: first.aboutSheet,
    fileBase: first.fileBase.replace(`-${firstCountry.code}-`, `-${countries.map(({ code }) => code).join('-')}-`),
    sheets: parts.flatMap(({ report, country }) => report.sheets.map((sheet) => ({ ...sheet, country }))),
    countryHeader: texts.headers.country,
  };
}

/**
 * The report of an export: one job is one country's report, exactly as it always was; several
 * jobs (one per country, in order, same type and language) give a report holding each country's
 * tables, each built by the one-country builder.
 */
export async function countriesReport(db: Queryable, jobs: Countries<ExportJob>): Promise<Report> {
  const [first, ...others] = jobs;
  if (others.length === 0) return buildReport(db, first);
  const names = await countryNames(
    db,
    jobs.map(({ search }) => search.country),
  );
  const named = ({ search }: ExportJob): ReportCountry => ({
    code: search.country,
    name: names.get(search.country) ?? search.country,
  });
  const parts: Countries<CountryReport> = [{ country: named(first), report: await buildReport(db, first) }];
  for (const job of others) parts.push({ country: named(job), report: await buildReport(db, job) });
  return combineReports(parts, first.lang);
}
