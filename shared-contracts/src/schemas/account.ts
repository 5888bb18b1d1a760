import { Type, type Static } from 'typebox';

const password = Type.String({ maxLength: 200 });

/** The answer of the account calls that only say they were done. */
export const StatusResponse = Type.Object({ status: Type.Enum(['ok'], { type: 'string' }) });
export type StatusResponse = Static<typeof StatusResponse>;

/** `POST /v2/account/send_email` (no bearer). */
export const PasswordResetRequest = Type.Object(
  { username: Type.String({ minLength: 1, maxLength: 320, description: 'The e-mail' }) },
  { examples: [{ username: 'analyst@demo.test' }] },
);
export type PasswordResetRequest = Static<typeof PasswordResetRequest>;

/** `POST /v2/account/reset` (no bearer): the token of the reset e-mail and the new password. */
export const PasswordResetConfirmRequest = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }), plainPassword: password },
  { examples: [{ token: 'tN4c3pQx8Jr2mV6yLd0sKa9wEh1uGb5oZi7fXe3Rq2Y', plainPassword: 'demo1234' }] },
);
export type PasswordResetConfirmRequest = Static<typeof PasswordResetConfirmRequest>;

/** `POST /v2/account/edit`. */
export const EditAccountRequest = Type.Object(
  {
    user: Type.Object({ name: Type.String({ maxLength: 100 }), surname: Type.String({ maxLength: 100 }) }),
    current_password: password,
  },
  { examples: [{ user: { name: 'Nina', surname: 'Nueva' }, current_password: 'demo1234' }] },
);
export type EditAccountRequest = Static<typeof EditAccountRequest>;

/** `POST /v2/account/password`. */
export const ChangePasswordRequest = Type.Object(
  { user: Type.Object({ plainPassword: password }), current_password: password },
  { examples: [{ user: { plainPassword: 'new-password-2026' }, current_password: 'demo1234' }] },
);
export type ChangePasswordRequest = Static<typeof ChangePasswordRequest>;

/** `POST /v2/account/terms/accept`: `true`, written as an enum of one (TypeBox's Enum takes no booleans). */
export const AcceptTermsRequest = Type.Object(
  { accept: Type.Unsafe<true>({ type: 'boolean', enum: [true] }) },
  { examples: [{ accept: true }] },
);
export type AcceptTermsRequest = Static<typeof AcceptTermsRequest>;

/** A news card of Home. */
export const NewsCard = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  title: Type.String(),
  body: Type.String(),
  links: Type.Array(Type.Object({ label: Type.String(), href: Type.String() })),
});
export type NewsCard = Static<typeof NewsCard>;
