import type { Language } from 'shared-contracts';
import type { Queryable } from '../../../db/database';
import { lastCaptureDate } from '../../data-as-of/last-capture-date';
import { trackMarketDataVersion } from '../../market-cache/market-data-version';
import { renderCountryReport } from './country-report-pdf';
import { readReportFacts } from './report-facts';
import { lastWholeMonth, type ReportPeriod } from './report-period';

/** A country of the market and the month its report covers (null: no spot captured yet). */
export interface MarketCountry {
  code: string;
  period: ReportPeriod | null;
}

export interface CountryReports {
  /** The market's countries, by code. */
  countries(): Promise<MarketCountry[]>;
  /** A market country's report PDF in `lang`. */
  pdf(country: MarketCountry, lang: Language): Promise<Uint8Array>;
}

async function readMarketCountries(db: Queryable): Promise<MarketCountry[]> {
  const { rows } = await db.query<{ code: string }>('select code from countries order by code');
  return Promise.all(
    rows.map(async ({ code }) => {
      const dataAsOf = await lastCaptureDate(db, code, null);
      return { code, period: dataAsOf ? lastWholeMonth(dataAsOf) : null };
    }),
  );
}

/**
 * The public country reports, made on demand and kept until the market's data version changes.
 * On demand rather than at each load: whatever loads the market (the generator, an import, another
 * replica) bumps that version, so the reports follow it without the loader knowing about them; a
 * load is not slowed by 19 countries × 3 languages of PDFs nobody may ask for; and a first request
 * costs two rollup reads and one page drawn (tens of ms), later ones nothing. The version is read on
 * every request (one row), so a load shows in the very next report.
 */
export function createCountryReports(db: Queryable, signUpUrl: string): CountryReports {
  const version = trackMarketDataVersion(db, 0);
  let cachedVersion = Number.NaN;
  let countries: Promise<MarketCountry[]> | null = null;
  const pdfs = new Map<string, Promise<Uint8Array>>();

  /** Drops what an older version made. */
  async function sameVersion(): Promise<void> {
    const current = await version.current();
    if (current === cachedVersion) return;
    cachedVersion = current;
    countries = null;
    pdfs.clear();
  }
  /** A read shared by every request until it fails: then forgotten, so the next request tries again. */
  function kept<T>(promise: Promise<T>, forget: () => void): Promise<T> {
    promise.catch(forget);
    return promise;
  }

  async function marketCountries(): Promise<MarketCountry[]> {
    await sameVersion();
    countries ??= kept(readMarketCountries(db), () => (countries = null));
    return countries;
  }

  return {
    countries: marketCountries,
    async pdf({ code }, lang) {
      await sameVersion();
      const key = `${code}:${lang}`;
      let pdf = pdfs.get(key);
      if (!pdf) {
        pdf = kept(
          readReportFacts(db, code, lang).then((facts) => renderCountryReport(facts, lang, signUpUrl)),
          () => pdfs.delete(key),
        );
        pdfs.set(key, pdf);
      }
      return pdf;
    },
  };
}
