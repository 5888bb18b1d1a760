import { errorResponses } from '../../plugins/schemas';
import { statusOkResponse } from './shared-schemas';

const bearer = [{ bearer: [] }];

export const sendResetEmailSchema = {
  tags: ['account'],
  summary: 'Ask for a password reset e-mail (no bearer)',
  description:
    'Writes the reset e-mail, with a one-time link valid 60 minutes, to the outbox. Answers the same ' +
    '200 for an unknown address (no account enumeration). One request per address every 2 hours: 429 otherwise.',
  body: {
    type: 'object',
    properties: { username: { type: 'string', minLength: 1, maxLength: 320, description: 'The e-mail' } },
    required: ['username'],
  },
  response: { 200: statusOkResponse, ...errorResponses(400, 429) },
} as const;

export const confirmResetSchema = {
  tags: ['account'],
  summary: 'Set a new password with the token of a reset e-mail (no bearer)',
  description: 'The token works once; every session of the user ends (refresh tokens revoked).',
  body: {
    type: 'object',
    properties: {
      token: { type: 'string', minLength: 1, maxLength: 200 },
      plainPassword: { type: 'string', maxLength: 200 },
    },
    required: ['token', 'plainPassword'],
  },
  response: { 200: statusOkResponse, ...errorResponses(400) },
} as const;

export const editAccountSchema = {
  tags: ['account'],
  summary: "Change the caller's name and surname",
  description: 'The new names are in the next token (refresh). A wrong current password is a 400.',
  security: bearer,
  body: {
    type: 'object',
    properties: {
      user: {
        type: 'object',
        properties: { name: { type: 'string', maxLength: 100 }, surname: { type: 'string', maxLength: 100 } },
        required: ['name', 'surname'],
      },
      current_password: { type: 'string', maxLength: 200 },
    },
    required: ['user', 'current_password'],
  },
  response: { 200: statusOkResponse, ...errorResponses(400, 401) },
} as const;

export const changePasswordSchema = {
  tags: ['account'],
  summary: "Change the caller's password",
  description: 'Checks the current password; the new one needs 4 characters. Every session of the user ends.',
  security: bearer,
  body: {
    type: 'object',
    properties: {
      user: {
        type: 'object',
        properties: { plainPassword: { type: 'string', maxLength: 200 } },
        required: ['plainPassword'],
      },
      current_password: { type: 'string', maxLength: 200 },
    },
    required: ['user', 'current_password'],
  },
  response: { 200: statusOkResponse, ...errorResponses(400, 401) },
} as const;

export const acceptTermsSchema = {
  tags: ['account'],
  summary: 'Accept the terms of use',
  description: 'Sets termsAccepted (and termsAcceptedAt, kept from the first acceptance); the next token carries them.',
  security: bearer,
  body: {
    type: 'object',
    properties: { accept: { type: 'boolean', enum: [true] } },
    required: ['accept'],
  },
  response: { 200: statusOkResponse, ...errorResponses(400, 401) },
} as const;
