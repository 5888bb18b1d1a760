/**
 * The search the OpenAPI document's examples share: four weeks of Argentina and one advertiser of
 * the generated market (the API's test market has campaigns of it in every view), so that every
 * example body is one the API answers with data.
 */
export const EXAMPLE_SEARCH = { country: 'AR', since: '2026-05-20', until: '2026-06-15' } as const;

/** The advertiser the example search filters on, as the filter chips carry it. */
export const EXAMPLE_ADVERTISER = { id: 2, label: 'Vifudas', value: 'Vifudas' } as const;

/** A rival of the example advertiser in the same search (the Compare call's example). */
export const EXAMPLE_RIVAL = { id: 6, label: 'Rarex Casino', value: 'Rarex Casino' } as const;
