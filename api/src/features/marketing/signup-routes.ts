import type { FastifyPluginAsync } from 'fastify';
import type {
  MarketingSignupRequest,
  MarketingSignupResponse,
  MarketingUnsubscribeRequest,
  MarketingUnsubscribeResponse,
} from 'shared-contracts';
import type { Database } from '../../db/database';
import { badRequest, notFound } from '../../lib/http-errors';
import { signupSchema, unsubscribeSchema } from './marketing-schemas';
import { mailSignedUpVisitor, welcomeMail, type SignupMailLinks } from './signup-mail';
import { insertSignup, unsubscribeSignup } from './signup-repository';

const UNSUBSCRIBE_LINK_INVALID_MESSAGE =
  'This unsubscribe link is not valid: it was cut or changed. Open the link of the e-mail again, whole.';
const UNSUBSCRIBE_NO_SIGNUP_MESSAGE = 'This address is no longer on our list: no e-mail will be sent to it.';

/** The mailing list: sign up (with a welcome mail), and the unsubscribe link of every mail. */
export const signupRoutes: FastifyPluginAsync<{ db: Database; links: SignupMailLinks }> = async (
  app,
  { db, links },
) => {
  app.post<{ Body: MarketingSignupRequest; Reply: MarketingSignupResponse }>(
    '/v2/marketing/signup',
    { schema: signupSchema },
    async (request, reply) => {
      // Together: a sign-up the welcome mail failed for is not left on the list without it.
      const added = await db.transaction(async (tx) => {
        const signup = await insertSignup(tx, request.body);
        if (signup) await mailSignedUpVisitor(tx, links, signup.id, welcomeMail(links.appUrl));
        return signup;
      });
      return added
        ? reply.code(201).send({ status: 'subscribed' })
        : reply.code(200).send({ status: 'already-subscribed' });
    },
  );

  app.post<{ Body: MarketingUnsubscribeRequest; Reply: MarketingUnsubscribeResponse }>(
    '/v2/marketing/unsubscribe',
    { schema: unsubscribeSchema },
    async (request) => {
      const signupId = links.tokens.signupOf(request.body.token);
      if (signupId === null) throw badRequest(UNSUBSCRIBE_LINK_INVALID_MESSAGE);
      const outcome = await unsubscribeSignup(db, signupId);
      if (!outcome) throw notFound(UNSUBSCRIBE_NO_SIGNUP_MESSAGE);
      return outcome;
    },
  );
};
