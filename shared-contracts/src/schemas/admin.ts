import { Type, type Static } from 'typebox';

/** A message for the user; `html` is server-provided and rendered sanitised. */
export const UserMessage = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  html: Type.String({ description: 'Server-provided HTML; render it sanitised' }),
  enabled: Type.Boolean(),
});
export type UserMessage = Static<typeof UserMessage>;

/**
 * `POST /v2/admin/users` (super admin): an account made by the operators (the spec's external
 * admin site). Also how the e2e tests get a user of their own to change names and passwords of.
 */
export const AdminCreateUserRequest = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 320 }),
    password: Type.String({ minLength: 4, maxLength: 200 }),
    name: Type.String({ minLength: 1, maxLength: 100 }),
    surname: Type.String({ minLength: 1, maxLength: 100 }),
    roles: Type.Array(Type.String(), { maxItems: 10, uniqueItems: true }),
    countries: Type.Array(Type.String(), { maxItems: 30, uniqueItems: true }),
    /** Whether the welcome dialog skips the terms step; true by default. */
    termsAccepted: Type.Optional(Type.Boolean()),
  },
  {
    additionalProperties: false,
    examples: [
      {
        email: 'nina.nueva@example.com',
        password: 'demo1234',
        name: 'Nina',
        surname: 'Nueva',
        roles: ['ROLE_FEATURE_SHARE_OF_VOICE'],
        countries: ['AR'],
        termsAccepted: false,
      },
    ],
  },
);
export type AdminCreateUserRequest = Static<typeof AdminCreateUserRequest>;

/** The 201 answer of `POST /v2/admin/users`. */
export const AdminCreatedUser = Type.Object({ id: Type.String(), email: Type.String() });
export type AdminCreatedUser = Static<typeof AdminCreatedUser>;

/** `POST /v2/admin/messages` (super admin): a message for one user (`username`) or for everyone. */
export const AdminCreateMessageRequest = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    /** Stored as sent: clients render it sanitised. */
    html: Type.String({ maxLength: 20000 }),
    enabled: Type.Boolean(),
    /** The recipient's e-mail; absent: for everyone. */
    username: Type.Optional(Type.String({ minLength: 1, maxLength: 320 })),
  },
  {
    additionalProperties: false,
    examples: [
      {
        name: 'New: saved reports',
        html: '<p>Save any search as a report and get it by e-mail.</p>',
        enabled: true,
        username: 'analyst@demo.test',
      },
    ],
  },
);
export type AdminCreateMessageRequest = Static<typeof AdminCreateMessageRequest>;

/**
 * A lockout of failed logins (`GET /v2/admin/login-lockouts`, super admin): what is locked, since
 * and until when, after how many failures. An account or an address is locked for clients without
 * a device cookie of the account; a device cookie is locked on its own.
 */
export const LoginLockout = Type.Object({
  id: Type.String({ format: 'uuid' }),
  kind: Type.Enum(['account', 'address', 'device'], { type: 'string' }),
  /** The e-mail tried (account), the client's address (address), or the account a device cookie is for (device). */
  subject: Type.String(),
  /** The first characters of the device cookie's id; null unless `kind` is device. */
  device: Type.Unsafe<string | null>({ type: ['string', 'null'] }),
  failures: Type.Integer(),
  lockedAt: Type.String({ format: 'date-time' }),
  lockedUntil: Type.String({ format: 'date-time' }),
  /** false once `lockedUntil` has passed: the list keeps a day of ended lockouts. */
  inForce: Type.Boolean(),
});
export type LoginLockout = Static<typeof LoginLockout>;

/** `GET /v2/admin/login-lockouts`: in force and ended in the last day, the latest first. */
export const LoginLockoutsResponse = Type.Object({ lockouts: Type.Array(LoginLockout) });
export type LoginLockoutsResponse = Static<typeof LoginLockoutsResponse>;
