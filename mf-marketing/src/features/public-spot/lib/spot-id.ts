/** The spot id of the path as the API accepts it (a positive integer), or null: no call is made then. */
export function parseSpotId(id: string): number | null {
  if (!/^\d{1,16}$/.test(id)) return null;
  const value = Number(id);
  return Number.isSafeInteger(value) && value >= 1 ? value : null;
}
