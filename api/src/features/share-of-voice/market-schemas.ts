import { Type } from 'typebox';
import { DEFAULT_LANGUAGE, SEARCH_TABS } from '../../lib/contracts';
import { languageWithDefault, withDefaultsFilled, zeroOrOne } from '../../plugins/schemas';

/** `/{type}`: the breakdown, one of the tabs of docs/product.md#search. */
export const dimensionParamsSchema = Type.Object({ type: Type.Enum(SEARCH_TABS, { type: 'string' }) });

/** `?snap=0|1&lang=es|en|pt&unfiltered=0|1` of the share of voice and investment calls. */
export const breakdownQuerySchema = withDefaultsFilled(
  Type.Object(
    { snap: zeroOrOne, lang: languageWithDefault(DEFAULT_LANGUAGE), unfiltered: zeroOrOne },
    { additionalProperties: false },
  ),
  ['snap', 'lang', 'unfiltered'],
);
