import { Type } from 'typebox';
import { DEFAULT_LANGUAGE, SEARCH_TABS } from '../../lib/contracts';
import { languageWithDefault, withDefaultsFilled, zeroOrOne } from '../../plugins/schemas';

/** `/{type}`: the breakdown, one of the tabs of docs/product.md#search. */
export const dimensionParamsSchema = Type.Object({
  type: Type.Enum(SEARCH_TABS, { type: 'string', examples: ['advertisers'] }),
});

/**
 * `basis=all`: where the search filters the ranked dimension, the selected labels' shares among
 * every label of the search without that filter (shared-contracts `ShareBasis`).
 */
const shareBasis = Type.Optional(
  Type.Enum(['selected', 'all'], {
    type: 'string',
    default: 'selected',
    examples: ['selected'],
    description:
      "What the shares are of when the search filters the ranked dimension: the selected labels' total, or all labels'",
  }),
);

/** `?snap=0|1&lang=es|en|pt&unfiltered=0|1&basis=selected|all` of the share of voice and investment calls. */
export const breakdownQuerySchema = withDefaultsFilled(
  Type.Object(
    { snap: zeroOrOne, lang: languageWithDefault(DEFAULT_LANGUAGE), unfiltered: zeroOrOne, basis: shareBasis },
    { additionalProperties: false },
  ),
  ['snap', 'lang', 'unfiltered', 'basis'],
);
