/** Schema pieces shared by the account features' routes. */
import { Type } from 'typebox';

/**
 * A `serial` id in the path: a positive 32-bit integer, so a huge number is a 400, not a 500. The
 * example is the first row (the first country report's document; a client uses the ids it was given).
 */
export const serialIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647, examples: [1] }) });
