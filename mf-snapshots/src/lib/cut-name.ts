/** Top-10 table names are cut at 27 characters (docs/product.md#snapshots). */
const TOP_TEN_NAME_LENGTH = 27;
/** Carousel names longer than 20 characters are cut at 15, with an ellipsis. */
const CAROUSEL_NAME_LIMIT = 20;
const CAROUSEL_NAME_LENGTH = 15;

/** The first `length` characters of `name` and an ellipsis, when it is longer than `limit`. */
function cutName(name: string, length: number, limit: number = length): string {
  const characters = [...name];
  if (characters.length <= limit) return name;
  return `${characters.slice(0, length).join('').trimEnd()}…`;
}

export const topTenName = (name: string) => cutName(name, TOP_TEN_NAME_LENGTH);
export const carouselName = (name: string) => cutName(name, CAROUSEL_NAME_LENGTH, CAROUSEL_NAME_LIMIT);
