import { Type, type TUnsafe } from 'typebox';

/**
 * A number or null, written `type: ['number', 'null']`: TypeBox's Union would write an anyOf,
 * which the API's serializer handles by validating each answer against both branches.
 */
export const NullableNumber = Type.Unsafe<number | null>({ type: ['number', 'null'] });

/** A string or null, written `type: ['string', 'null']` (see NullableNumber). */
export const NullableString = Type.Unsafe<string | null>({ type: ['string', 'null'] });

/**
 * An object the API passes through without listing its properties (each creative style carries
 * its own subset); `Shape` is what the views may read in it.
 */
export function OpenObject<Shape extends object>(): TUnsafe<Shape> {
  return Type.Unsafe<Shape>({ type: 'object', additionalProperties: true });
}
