import { INDUSTRIES } from './industries';
import { CATEGORIES, FORMATS, PLATFORMS, SOURCES } from './reference-data';
import { REFERENCE_NAMES } from './reference-names';

test('every fixed name the generator writes has its Spanish and Portuguese names', () => {
  const written = {
    industries: INDUSTRIES.map((industry) => industry.name),
    categories: [...CATEGORIES],
    platforms: PLATFORMS.map((platform) => platform.name),
    formats: FORMATS.map((format) => format.name),
    sources: SOURCES.map((source) => source.name),
  };
  for (const [table, names] of Object.entries(written)) {
    const translated = REFERENCE_NAMES[table as keyof typeof written];
    expect(Object.keys(translated).sort()).toEqual([...names].sort());
    for (const name of names) {
      expect(translated[name]?.es).toMatch(/\S/);
      expect(translated[name]?.pt).toMatch(/\S/);
    }
  }
});
