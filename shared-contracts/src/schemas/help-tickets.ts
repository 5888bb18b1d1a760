import { Type, type Static } from 'typebox';
import { HELP_MESSAGE_TYPES } from '../api/account';

const RequiredText = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });
const MessageType = Type.Enum(HELP_MESSAGE_TYPES, { type: 'string' });

/**
 * `POST /v2/help/tickets` is multipart/form-data with these text fields and an optional `file`.
 * `company` may be empty; the others are required.
 */
export const HelpTicketFields = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 320 }),
    title: RequiredText(200),
    message: RequiredText(10000),
    name: RequiredText(200),
    company: Type.Optional(Type.String({ maxLength: 200 })),
    country: RequiredText(100),
    messageType: MessageType,
  },
  {
    examples: [
      {
        email: 'analyst@demo.test',
        title: 'Please monitor a new site',
        message: 'Could you add diario-ejemplo.com.ar to the publishers of Argentina?',
        name: 'Ana Analyst',
        company: 'Agencia Sur',
        country: 'Argentina',
        messageType: 'add-sites',
      },
    ],
  },
);
export type HelpTicketFields = Static<typeof HelpTicketFields>;

/** `GET /v2/help/tickets/{id}` (and the 201 answer of the POST). */
export const HelpTicket = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  title: Type.String(),
  message: Type.String(),
  name: Type.String(),
  company: Type.String(),
  country: Type.String(),
  messageType: MessageType,
  createdAt: Type.String({ format: 'date-time' }),
  // `type: ['object', 'null']` rather than a Union, as NullableNumber (schema-helpers.ts) says.
  file: Type.Unsafe<{ name: string; mimeType: string; size: number } | null>({
    type: ['object', 'null'],
    properties: { name: { type: 'string' }, mimeType: { type: 'string' }, size: { type: 'integer' } },
    required: ['name', 'mimeType', 'size'],
  }),
});
export type HelpTicket = Static<typeof HelpTicket>;
