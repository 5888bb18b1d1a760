import {
  AdminCreatedUser,
  AdminCreateMessageRequest,
  AdminCreateUserRequest,
  LoginLockoutsResponse,
  UserMessage,
} from 'shared-contracts/schemas';
import { Type } from 'typebox';
import { errorResponses } from '../../plugins/schemas';

const bearer = [{ bearer: [] }];

export const createUserSchema = {
  tags: ['admin'],
  summary: 'Create an account (super admin)',
  description:
    "What the operators' admin site does: a new user with a password, names, roles and countries. " +
    'The terms count as accepted unless `termsAccepted` is false. An address already in use: 409.',
  security: bearer,
  body: AdminCreateUserRequest,
  response: {
    201: AdminCreatedUser,
    ...errorResponses(400, 401, 403, 409),
  },
};

export const createMessageSchema = {
  tags: ['admin'],
  summary: 'Write a message for one user or for everyone (super admin)',
  description:
    'The html is stored as sent: every client renders it through its sanitiser. `username` (an e-mail) ' +
    'names the recipient; without it the message is for everyone. An unknown recipient: 404.',
  security: bearer,
  body: AdminCreateMessageRequest,
  response: {
    201: UserMessage,
    ...errorResponses(400, 401, 403, 404),
  },
};

export const listLoginLockoutsSchema = {
  tags: ['admin'],
  summary: 'Recent lockouts of failed logins (super admin)',
  description:
    'Lockouts in force and those that ended in the last day, the latest first (at most 200): an account or ' +
    'an address locked for clients without a device cookie of the account, or one device cookie.',
  security: bearer,
  response: {
    200: LoginLockoutsResponse,
    ...errorResponses(401, 403),
  },
};

export const liftLoginLockoutSchema = {
  tags: ['admin'],
  summary: 'Lift a lockout of failed logins (super admin)',
  description: 'Forgets the counter: its failures start again from none. An unknown id: 404.',
  security: bearer,
  params: Type.Object({
    id: Type.String({ format: 'uuid', examples: ['0b7f9a4e-5d0c-4d59-9a3e-2f1c6b8e7d21'] }),
  }),
  response: {
    204: { type: 'null', description: 'Lifted' },
    ...errorResponses(400, 401, 403, 404),
  },
};
