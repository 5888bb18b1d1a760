/**
 * How long a public answer (a country's reports, a spot) counts as fresh. Long enough that the
 * answers the shell's server rendered a page with, handed to the page in the browser, are not
 * asked for again as the page mounts (issue 56: no second fetch of the same data); those
 * answers change with a market load, a few times a day.
 */
export const PUBLIC_ANSWER_FRESH_MS = 5 * 60_000;
