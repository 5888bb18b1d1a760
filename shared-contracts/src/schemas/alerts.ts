import { Type, type Static } from 'typebox';
import { EXAMPLE_ADVERTISER } from './example-search';
import { FilterItem } from './filter-item';

/** An alert: the weekly e-mail of its advertisers' new campaigns (docs/product.md#alerts). */
export const Alert = Type.Object({ id: Type.Integer(), name: Type.String(), advertisers: Type.Array(FilterItem) });
export type Alert = Static<typeof Alert>;

/** `POST /v2/alerts`, `PUT /v2/alerts/{id}`. */
export const AlertRequest = Type.Object(
  {
    name: Type.String({ maxLength: 200 }),
    // The limit of 4 is checked by the route, to answer with a readable message.
    advertisers: Type.Array(FilterItem, { maxItems: 50 }),
  },
  { examples: [{ name: 'New campaigns of Vifudas', advertisers: [EXAMPLE_ADVERTISER] }] },
);
export type AlertRequest = Static<typeof AlertRequest>;
