import { errorResponses } from '../../plugins/schemas';

const bearer = [{ bearer: [] }];

export const createUserSchema = {
  tags: ['admin'],
  summary: 'Create an account (super admin)',
  description:
    "What the operators' admin site does: a new user with a password, names, roles and countries. " +
    'The terms count as accepted unless `termsAccepted` is false. An address already in use: 409.',
  security: bearer,
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      email: { type: 'string', format: 'email', maxLength: 320 },
      password: { type: 'string', minLength: 4, maxLength: 200 },
      name: { type: 'string', minLength: 1, maxLength: 100 },
      surname: { type: 'string', minLength: 1, maxLength: 100 },
      roles: { type: 'array', maxItems: 10, uniqueItems: true, items: { type: 'string' } },
      countries: { type: 'array', maxItems: 30, uniqueItems: true, items: { type: 'string' } },
      termsAccepted: { type: 'boolean' },
    },
    required: ['email', 'password', 'name', 'surname', 'roles', 'countries'],
  },
  response: {
    201: {
      type: 'object',
      properties: { id: { type: 'string' }, email: { type: 'string' } },
      required: ['id', 'email'],
    },
    ...errorResponses(400, 401, 403, 409),
  },
} as const;

export const createMessageSchema = {
  tags: ['admin'],
  summary: 'Write a message for one user or for everyone (super admin)',
  description:
    'The html is stored as sent: every client renders it through its sanitiser. `username` (an e-mail) ' +
    'names the recipient; without it the message is for everyone. An unknown recipient: 404.',
  security: bearer,
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 200 },
      html: { type: 'string', maxLength: 20000 },
      enabled: { type: 'boolean' },
      username: { type: 'string', minLength: 1, maxLength: 320 },
    },
    required: ['name', 'html', 'enabled'],
  },
  response: {
    201: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        name: { type: 'string' },
        createdAt: { type: 'string', format: 'date-time' },
        html: { type: 'string' },
        enabled: { type: 'boolean' },
      },
      required: ['id', 'name', 'createdAt', 'html', 'enabled'],
    },
    ...errorResponses(400, 401, 403, 404),
  },
} as const;
