import { Type, type Static } from 'typebox';

/** `GET /v2/autocomplete/{type}?q=&country=&page=&per_page=50`. */
export const AutocompleteResponse = Type.Object({
  results: Type.Array(Type.Object({ id: Type.Integer(), text: Type.String() })),
  pagination: Type.Object({ more: Type.Boolean() }),
});
export type AutocompleteResponse = Static<typeof AutocompleteResponse>;

/** `GET /v2/list/industries`. */
export const IndustriesResponse = Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }));
export type IndustriesResponse = Static<typeof IndustriesResponse>;
