import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { StatusResponse } from 'shared-contracts';
import type { Database } from '../../db/database';
import { PASSWORD_MIN_LENGTH, WRONG_CURRENT_PASSWORD_MESSAGE } from '../../lib/contracts';
import { badRequest, HttpError, unauthorized } from '../../lib/http-errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { currentUser } from '../auth/authenticate';
import { findUserById, type UserRecord } from '../users/users-repository';
import { acceptTerms, revokeAllRefreshTokens, updateNames, updatePasswordHash } from './account-repository';
import {
  acceptTermsSchema,
  changePasswordSchema,
  confirmResetSchema,
  editAccountSchema,
  sendResetEmailSchema,
} from './account-schemas';
import {
  consumeResetToken,
  requestPasswordReset,
  RESET_LINK_INVALID_MESSAGE,
  RESET_TOO_SOON_MESSAGE,
} from './password-reset';

export interface AccountRoutesOptions {
  db: Database;
  appUrl: string;
}

const OK: StatusResponse = { status: 'ok' };

/** The spec's validation texts (docs/product.md#account-page). */
export const ACCOUNT_MESSAGES = {
  enterPassword: 'Enter your password.',
  enterNewPassword: 'Enter a new password.',
  newPasswordTooShort: `The new password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  enterName: 'Enter your name',
  enterSurname: 'Enter your surname',
} as const;

function checkNewPassword(password: string): void {
  if (password === '') throw badRequest(ACCOUNT_MESSAGES.enterNewPassword);
  if (password.length < PASSWORD_MIN_LENGTH) throw badRequest(ACCOUNT_MESSAGES.newPasswordTooShort);
}

/** /v2/account/*: profile, password, terms and the password reset. */
export const accountRoutes: FastifyPluginAsyncTypebox<AccountRoutesOptions> = async (app, { db, appUrl }) => {
  /** The caller's record once the current password is proven; 400 with the spec's text otherwise. */
  async function callerWithPassword(userId: string, currentPassword: string): Promise<UserRecord> {
    if (currentPassword === '') throw badRequest(ACCOUNT_MESSAGES.enterPassword);
    const user = await findUserById(db, userId);
    // A valid token of a deleted account.
    if (!user) throw unauthorized('This account no longer exists');
    if (!(await verifyPassword(currentPassword, user.passwordHash))) throw badRequest(WRONG_CURRENT_PASSWORD_MESSAGE);
    return user;
  }

  app.post('/v2/account/send_email', { schema: sendResetEmailSchema }, async (request) => {
    const outcome = await requestPasswordReset(db, request.body.username, appUrl);
    if (outcome === 'too-soon') throw new HttpError(429, RESET_TOO_SOON_MESSAGE);
    return OK;
  });

  app.post('/v2/account/reset', { schema: confirmResetSchema }, async (request) => {
    checkNewPassword(request.body.plainPassword);
    const passwordHash = await hashPassword(request.body.plainPassword);
    const reset = await db.transaction(async (tx) => {
      const userId = await consumeResetToken(tx, request.body.token);
      if (!userId) return false;
      await updatePasswordHash(tx, userId, passwordHash);
      await revokeAllRefreshTokens(tx, userId);
      return true;
    });
    if (!reset) throw badRequest(RESET_LINK_INVALID_MESSAGE);
    return OK;
  });

  app.post('/v2/account/edit', { schema: editAccountSchema, preHandler: app.authenticate }, async (request) => {
    const name = request.body.user.name.trim();
    const surname = request.body.user.surname.trim();
    if (name === '') throw badRequest(ACCOUNT_MESSAGES.enterName);
    if (surname === '') throw badRequest(ACCOUNT_MESSAGES.enterSurname);
    const user = await callerWithPassword(currentUser(request).sub, request.body.current_password);
    await updateNames(db, user.id, name, surname);
    return OK;
  });

  app.post('/v2/account/password', { schema: changePasswordSchema, preHandler: app.authenticate }, async (request) => {
    const user = await callerWithPassword(currentUser(request).sub, request.body.current_password);
    checkNewPassword(request.body.user.plainPassword);
    const passwordHash = await hashPassword(request.body.user.plainPassword);
    // The client logs out after a change (docs/decisions.md#session-and-navigation); other sessions end with it.
    await db.transaction(async (tx) => {
      await updatePasswordHash(tx, user.id, passwordHash);
      await revokeAllRefreshTokens(tx, user.id);
    });
    return OK;
  });

  app.post('/v2/account/terms/accept', { schema: acceptTermsSchema, preHandler: app.authenticate }, async (request) => {
    await acceptTerms(db, currentUser(request).sub);
    return OK;
  });
};
