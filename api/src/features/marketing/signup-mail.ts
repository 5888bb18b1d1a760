import type { Queryable } from '../../db/database';
import { enqueueEmail } from '../outbox/outbox-repository';
import { findSubscribedSignup, type SubscribedSignup } from './signup-repository';
import type { UnsubscribeTokens } from './unsubscribe-token';

/** What the links of a mail to a signed-up visitor need: the site's origin and the link signer. */
export interface SignupMailLinks {
  /** The public pages' origin (`APP_URL`). */
  appUrl: string;
  tokens: UnsubscribeTokens;
}

/** One mail to a signed-up visitor, before the lines every such mail ends with. */
export interface SignupMail {
  /** The outbox's kind: marketing-welcome… */
  kind: string;
  subject: string;
  lines: string[];
}

/** The public page that calls `POST /v2/marketing/unsubscribe` with the link's token. */
function unsubscribeLinkOf(links: SignupMailLinks, signupId: number): string {
  return `${links.appUrl}/marketing/unsubscribe?token=${encodeURIComponent(links.tokens.tokenOf(signupId))}`;
}

/**
 * The one way to mail a signed-up visitor: nothing is written once they unsubscribed (false), and
 * every mail ends with the link that unsubscribes and the privacy page's (docs/decisions.md#a-visitors-data).
 */
export async function mailSignedUpVisitor(
  db: Queryable,
  links: SignupMailLinks,
  signupId: number,
  compose: (signup: SubscribedSignup) => SignupMail,
): Promise<boolean> {
  const signup = await findSubscribedSignup(db, signupId);
  if (!signup) return false;
  const mail = compose(signup);
  await enqueueEmail(db, {
    to: signup.email,
    kind: mail.kind,
    subject: mail.subject,
    body: [
      ...mail.lines,
      '',
      '--',
      `To get no more e-mails from us, open this link: ${unsubscribeLinkOf(links, signup.id)}`,
      `What we do with your data, and how to have it erased: ${links.appUrl}/marketing/privacy`,
    ].join('\n'),
  });
  return true;
}

/** The mail a visitor gets on signing up: where the reports are. */
export function welcomeMail(appUrl: string): (signup: SubscribedSignup) => SignupMail {
  return (signup) => ({
    kind: 'marketing-welcome',
    subject: 'Our country reports',
    lines: [
      `Hello ${signup.name},`,
      '',
      'Thank you for signing up. Our reports on the digital advertising of each country are here, free to download:',
      `${appUrl}/marketing/report-list`,
    ],
  });
}
