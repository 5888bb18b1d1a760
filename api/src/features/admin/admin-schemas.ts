import {
  AdminCreatedUser,
  AdminCreateMessageRequest,
  AdminCreateUserRequest,
  UserMessage,
} from 'shared-contracts/schemas';
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
