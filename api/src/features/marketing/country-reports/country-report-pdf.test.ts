import { SUPPORTED_COUNTRIES, SUPPORTED_LANGUAGES } from 'shared-contracts';
import { pdfPages } from '../../exports/export-test-helpers';
import { renderCountryReport } from './country-report-pdf';
import { COUNTRY_REPORT_TEXTS, countryNameIn } from './country-report-texts';

const SIGN_UP = 'https://adintel.example/marketing/signup';

/** A country's facts before its first spot. */
const withoutSpots = (country: string) => ({
  country,
  dataAsOf: null,
  period: null,
  spots: 0,
  advertisers: 0,
  topAdvertisers: [],
  formats: [],
  platforms: [],
});

describe('renderCountryReport', () => {
  test('a country without a spot yet gets one page that says so, and the invitation to sign up', async () => {
    const pages = pdfPages(Buffer.from(await renderCountryReport(withoutSpots('PR'), 'pt', SIGN_UP)));

    expect(pages).toEqual([
      [
        'Porto Rico: relatório de publicidade digital',
        'Ainda não foram capturados spots neste país.',
        'Cadastre-se para receber os relatórios mensais e uma demonstração do painel:',
        SIGN_UP,
      ],
    ]);
  });

  test('keeps to one page with long names, every format and every platform', async () => {
    const share = (label: string, value: number) => ({ label, share: value });
    const facts = {
      country: 'MX',
      dataAsOf: '2026-11-30',
      period: { month: '2026-11', since: '2026-11-01', until: '2026-11-30' },
      spots: 123_456,
      advertisers: 987,
      topAdvertisers: Array.from({ length: 10 }, (_, index) => ({
        label: `Anunciante con un nombre larguísimo que no cabe en su columna número ${index + 1}`,
        spots: 20_000 - index * 1_000,
        share: 10 - index / 2,
      })),
      formats: ['Social', 'Standard', 'Native Video', 'Native', 'Text', 'Video', 'Rich Media'].map((name, index) =>
        share(`${name} ADs`, 30 - index * 4),
      ),
      platforms: [share('Social Media', 50), share('Desktop', 30), share('Web Mobile', 20)],
    };

    const pages = pdfPages(Buffer.from(await renderCountryReport(facts, 'es', SIGN_UP)));

    expect(pages).toHaveLength(1);
    expect(pages[0]).toEqual(
      expect.arrayContaining([
        'México: informe de publicidad digital',
        'Mes del informe: noviembre de 2026 (2026-11-01 a 2026-11-30), el último mes completo de los datos',
        'Datos al 2026-11-30',
        '123.456 spots capturados, de 987 anunciantes',
        '20.000',
        '10,00',
        'Rich Media ADs',
        'Web Mobile',
      ]),
    );
  });

  test("every country's title fits its line in every language (a cell cuts what does not)", async () => {
    for (const lang of SUPPORTED_LANGUAGES) {
      for (const country of SUPPORTED_COUNTRIES) {
        const [page] = pdfPages(Buffer.from(await renderCountryReport(withoutSpots(country), lang, SIGN_UP)));
        expect(page?.[0]).toBe(COUNTRY_REPORT_TEXTS[lang].title(countryNameIn(country, lang)));
      }
    }
  });
});
