import { Type, type Static } from 'typebox';

/** One selected filter value: what the API gets (`id`), what the user reads (`label`). */
export const FilterItem = Type.Object({
  id: Type.Union([Type.Integer(), Type.String({ maxLength: 64 })]),
  label: Type.String({ maxLength: 300 }),
  value: Type.String({ maxLength: 300 }),
});
export type FilterItem = Static<typeof FilterItem>;
