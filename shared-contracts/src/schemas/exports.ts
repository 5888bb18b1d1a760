import { Type, type Static } from 'typebox';

/** `GET /{type}/export/{format}` and `GET /gallery/export/pdf`: where the file is. */
export const ExportLinkResponse = Type.Object({
  _links: Type.Object({
    self: Type.Object({ href: Type.String({ description: 'Download URL, valid 15 minutes, no token needed' }) }),
  }),
});
export type ExportLinkResponse = Static<typeof ExportLinkResponse>;

/** The mail variant's and 'dds without capture''s answer: the e-mail is in the outbox. */
export const ReportRequestedResponse = Type.Object({
  status: Type.Enum(['ok'], { type: 'string' }),
  message: Type.Optional(Type.String()),
});
export type ReportRequestedResponse = Static<typeof ReportRequestedResponse>;
