import { OutboxEmail } from 'shared-contracts/schemas';
import { Type } from 'typebox';
import { errorResponses, fileAnswer, withDefaultsFilled } from '../../plugins/schemas';
import { serialIdParams } from '../account/shared-schemas';

export const outboxListSchema = {
  tags: ['outbox'],
  summary: 'E-mails the API wrote, newest first',
  description:
    'Super admins; outside production any logged-in user (so the demo and the e2e tests can read them). ' +
    'Without SMTP the outbox is the delivery: sentAt stays null.',
  security: [{ bearer: [] }],
  querystring: withDefaultsFilled(
    Type.Object(
      {
        to: Type.Optional(
          Type.String({
            maxLength: 320,
            description: 'Only e-mails to this address (any case)',
            examples: ['analyst@demo.test'],
          }),
        ),
        kind: Type.Optional(
          Type.String({
            maxLength: 60,
            description: 'password-reset, scheduled-report, alert-digest…',
            examples: ['password-reset'],
          }),
        ),
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 50, examples: [20] })),
      },
      { additionalProperties: false },
    ),
    ['limit'],
  ),
  response: { 200: Type.Array(OutboxEmail), ...errorResponses(400, 401, 403) },
};

export const outboxAttachmentSchema = {
  tags: ['outbox'],
  summary: "An outbox e-mail's attachment",
  security: [{ bearer: [] }],
  params: serialIdParams,
  response: {
    200: fileAnswer('The attached file', ['application/octet-stream']),
    ...errorResponses(400, 401, 403, 404),
  },
};
