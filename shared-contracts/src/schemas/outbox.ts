import { Type, type Static } from 'typebox';

const attachment = Type.Object({ name: Type.String(), size: Type.Integer() });

/** An e-mail of the outbox (`GET /v2/outbox`): what the API sent or would send by SMTP. */
export const OutboxEmail = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  /** password-reset, scheduled-report, alert-digest, or what another feature writes. */
  kind: Type.String(),
  // `type: [..., 'null']` like NullableNumber: the serializer reads it faster than an anyOf.
  attachment: Type.Unsafe<Static<typeof attachment> | null>({ ...attachment, type: ['object', 'null'] }),
  createdAt: Type.String({ format: 'date-time' }),
  sentAt: Type.Unsafe<string | null>({ type: ['string', 'null'], format: 'date-time' }),
});
export type OutboxEmail = Static<typeof OutboxEmail>;

/** `POST /v2/admin/run-schedules`: what one run of the scheduler wrote to the outbox. */
export const RunSchedulesResponse = Type.Object({ reports: Type.Integer(), alertDigests: Type.Integer() });
export type RunSchedulesResponse = Static<typeof RunSchedulesResponse>;
