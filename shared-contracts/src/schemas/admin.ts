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
  { additionalProperties: false },
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
  { additionalProperties: false },
);
export type AdminCreateMessageRequest = Static<typeof AdminCreateMessageRequest>;
