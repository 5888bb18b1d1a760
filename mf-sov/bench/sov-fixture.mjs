// Realistic Share of Voice answers for the benchmark: several countries over a year, a long
// tail of names per country (Zipf-like shares), daily trends of the top names, media mixes.

/** A small seeded generator, so every run draws the same market. */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const MEDIA = [
  'Text ADs',
  'Standard ADs',
  'Rich Media ADs',
  'Video ADs',
  'Social ADs',
  'Native ADs',
  'Native Video ADs',
];
const WORDS = [
  'Nova',
  'Andes',
  'Pampa',
  'Sol',
  'Río',
  'Costa',
  'Grupo',
  'Digital',
  'Banco',
  'Motors',
  'Foods',
  'Telecom',
];

function days(startDate, count) {
  const start = Date.parse(`${startDate}T00:00:00Z`);
  return Array.from({ length: count }, (_, day) => new Date(start + day * 86_400_000).toISOString().slice(0, 10));
}

/** One country's answer: `names` rows, `trendSeries` names trending daily over `dayCount` days. */
function sovCountry(country, { names, dayCount, startDate, trendSeries, random }) {
  const weights = Array.from({ length: names }, (_, index) => 1 / (index + 1) ** 1.1);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const tableData = weights.map((weight, index) => {
    const percentage = Number(((weight / total) * 100).toFixed(4));
    const spots = Math.max(1, Math.round(percentage * 2_000));
    const label = `${WORDS[index % WORDS.length]} ${WORDS[(index * 7) % WORDS.length]} ${country}-${index + 1}`;
    return {
      id: index + 1,
      label,
      viewability: random() < 0.1 ? null : 40 + random() * 50,
      percentage,
      total: spots,
      prints: spots * 12,
    };
  });
  const top = tableData.slice(0, trendSeries);
  const dates = days(startDate, dayCount);
  return {
    country,
    tableData,
    pieData: tableData.slice(0, 10).map((row) => ({ type: row.label, value: row.percentage })),
    mediaData: top.flatMap((row) =>
      MEDIA.map((x) => ({ x, series: row.label, value: Math.round(row.total * random()) })),
    ),
    mediaCategories: MEDIA,
    trendingSoV: top.flatMap((row) =>
      dates.map((x) => ({ x, series: row.label, value: Number((row.percentage * (0.7 + random() * 0.6)).toFixed(2)) })),
    ),
  };
}

export function sovAnswer(countries, options) {
  const random = seededRandom(options.seed ?? 42);
  return countries.map((country) => sovCountry(country, { ...options, random }));
}
