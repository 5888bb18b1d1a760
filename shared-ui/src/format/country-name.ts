// One formatter per language: building an Intl.DisplayNames is far slower than asking it, and
// tables name a country on every row.
const displayNames = new Map<string, Intl.DisplayNames | null>();

function namesIn(language: string): Intl.DisplayNames | null {
  if (!displayNames.has(language)) {
    try {
      displayNames.set(language, new Intl.DisplayNames([language], { type: 'region' }));
    } catch {
      displayNames.set(language, null);
    }
  }
  return displayNames.get(language) ?? null;
}

/** A country's name in the user's language (`AR` → `Argentina`), or the code when unknown. */
export function countryName(code: string, language: string): string {
  try {
    return namesIn(language)?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Countries named in the user's language, in their order: `['AR', 'MX']` → `Argentina, Mexico`. */
export function countryList(codes: readonly string[], language: string): string {
  return codes.map((code) => countryName(code, language)).join(', ');
}
