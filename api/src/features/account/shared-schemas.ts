/** Schema pieces shared by the account features' routes. */

/** A `serial` id in the path: a positive 32-bit integer, so a huge number is a 400, not a 500. */
export const serialIdParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  required: ['id'],
} as const;

export const statusOkResponse = {
  type: 'object',
  properties: { status: { type: 'string', enum: ['ok'] } },
  required: ['status'],
} as const;

/** A FilterItem of the search state: {id, label, value}. */
export const filterItemSchema = {
  type: 'object',
  properties: {
    id: { anyOf: [{ type: 'integer' }, { type: 'string', maxLength: 64 }] },
    label: { type: 'string', maxLength: 300 },
    value: { type: 'string', maxLength: 300 },
  },
  required: ['id', 'label', 'value'],
} as const;
