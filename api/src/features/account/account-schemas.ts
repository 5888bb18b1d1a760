import {
  AcceptTermsRequest,
  ChangePasswordRequest,
  EditAccountRequest,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
  StatusResponse,
} from 'shared-contracts/schemas';
import { errorResponses } from '../../plugins/schemas';

const bearer = [{ bearer: [] }];

export const sendResetEmailSchema = {
  tags: ['account'],
  summary: 'Ask for a password reset e-mail (no bearer)',
  description:
    'Writes the reset e-mail, with a one-time link valid 60 minutes, to the outbox. Answers the same ' +
    '200 for an unknown address (no account enumeration). One request per address every 2 hours: 429 otherwise.',
  body: PasswordResetRequest,
  response: { 200: StatusResponse, ...errorResponses(400, 429) },
};

export const confirmResetSchema = {
  tags: ['account'],
  summary: 'Set a new password with the token of a reset e-mail (no bearer)',
  description: 'The token works once; every session of the user ends (refresh tokens revoked).',
  body: PasswordResetConfirmRequest,
  response: { 200: StatusResponse, ...errorResponses(400) },
};

export const editAccountSchema = {
  tags: ['account'],
  summary: "Change the caller's name and surname",
  description: 'The new names are in the next token (refresh). A wrong current password is a 400.',
  security: bearer,
  body: EditAccountRequest,
  response: { 200: StatusResponse, ...errorResponses(400, 401) },
};

export const changePasswordSchema = {
  tags: ['account'],
  summary: "Change the caller's password",
  description: 'Checks the current password; the new one needs 4 characters. Every session of the user ends.',
  security: bearer,
  body: ChangePasswordRequest,
  response: { 200: StatusResponse, ...errorResponses(400, 401) },
};

export const acceptTermsSchema = {
  tags: ['account'],
  summary: 'Accept the terms of use',
  description: 'Sets termsAccepted (and termsAcceptedAt, kept from the first acceptance); the next token carries them.',
  security: bearer,
  body: AcceptTermsRequest,
  response: { 200: StatusResponse, ...errorResponses(400, 401) },
};
