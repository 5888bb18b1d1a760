import type { CountryCode, HttpClient, SeriesPoint, ShareOfVoiceCountry, ShareOfVoiceResponse } from 'shared-contracts';

const MEDIA = ['Desktop', 'Web Mobile', 'Social Media'];
const DAYS = ['2024-06-01', '2024-06-02', '2024-06-03'];

/** A country's answer over the given labels, shares descending and adding to 100. */
export function sovCountry(country: CountryCode, labels: readonly string[]): ShareOfVoiceCountry {
  const weights = labels.map((_, index) => labels.length - index);
  const sum = weights.reduce((a, b) => a + b, 0);
  const tableData = labels.map((label, index) => {
    const percentage = Number((((weights[index] ?? 0) / sum) * 100).toFixed(2));
    return {
      id: index + 1,
      label,
      viewability: index === 0 ? null : 60 + index,
      percentage,
      total: Math.round(percentage * 100),
      prints: percentage * 1500,
    };
  });
  const perLabel = (build: (label: string, row: number) => SeriesPoint[]) => labels.slice(0, 3).flatMap(build);
  return {
    country,
    tableData,
    pieData: tableData.map((row) => ({ type: row.label, value: row.percentage })),
    mediaData: perLabel((label, row) => MEDIA.map((x, media) => ({ x, series: label, value: 10 + row + media }))),
    mediaCategories: MEDIA,
    mediaShares: [
      { type: 'Social Media', value: 48.34 },
      { type: 'Desktop', value: 26.79 },
      { type: 'Web Mobile', value: 24.87 },
    ],
    trendingSoV: perLabel((label) => DAYS.map((x, day) => ({ x, series: label, value: 20 + day }))),
  };
}

export const ONE_COUNTRY: ShareOfVoiceResponse = [sovCountry('AR', ['Retail', 'Banks', 'Telecom'])];

export const TWO_COUNTRIES: ShareOfVoiceResponse = [
  sovCountry('AR', ['Retail', 'Banks', 'Telecom']),
  sovCountry('BR', ['Varejo', 'Bancos']),
];

/** An HttpClient whose `post` is the given mock (GETs fail: this view makes none). */
export function mockHttp(post: jest.Mock): HttpClient {
  return { post, get: jest.fn().mockRejectedValue(new Error('unexpected GET')), request: jest.fn() };
}
