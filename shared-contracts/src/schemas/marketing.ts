import { Type, type Static } from 'typebox';
import { MARKETING_RUBROS } from '../api/marketing';

/** One document of a country report. */
export const MarketingDoc = Type.Object({ name: Type.String(), url: Type.String() });
export type MarketingDoc = Static<typeof MarketingDoc>;

/**
 * A report record, with the fields the spec names (Name, Description, Flag Image, Docs) keyed as
 * the external table service keys them, plus the record's country code. Each country of the
 * market has one made from the market (id below 0, named in the language asked, its document the
 * country's PDF in that language); an operator's rows of the table follow (their serial ids).
 */
export const MarketingRecord = Type.Object({
  id: Type.Integer(),
  Name: Type.String(),
  Description: Type.String(),
  'Flag Image': Type.String(),
  Docs: Type.Array(MarketingDoc),
  Country: Type.String(),
});
export type MarketingRecord = Static<typeof MarketingRecord>;

/** `GET /v2/marketing/records?country=&lang=` (public). */
export const MarketingRecordsResponse = Type.Object({ records: Type.Array(MarketingRecord) });
export type MarketingRecordsResponse = Static<typeof MarketingRecordsResponse>;

const RequiredText = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });

/** `POST /v2/marketing/signup` (public): the mailing-list form, field names as the spec gives them. */
export const MarketingSignupRequest = Type.Object(
  {
    EMAIL: Type.String({ format: 'email', maxLength: 320 }),
    FNAME: RequiredText,
    COMPANY: RequiredText,
    RUBRO: Type.Enum(MARKETING_RUBROS, { type: 'string' }),
    COUNTRY: RequiredText,
  },
  {
    examples: [
      { EMAIL: 'nina.nueva@example.com', FNAME: 'Nina', COMPANY: 'Agencia Sur', RUBRO: 'agency', COUNTRY: 'Argentina' },
    ],
  },
);
export type MarketingSignupRequest = Static<typeof MarketingSignupRequest>;

/** 201 `subscribed` the first time, 200 `already-subscribed` for an e-mail already on the list. */
export const MarketingSignupResponse = Type.Object({
  status: Type.Enum(['subscribed', 'already-subscribed'], { type: 'string' }),
});
export type MarketingSignupResponse = Static<typeof MarketingSignupResponse>;

/**
 * `POST /v2/marketing/unsubscribe` (public): the token of the link every e-mail to a signed-up
 * visitor carries (the sign-up's id and its signature).
 */
export const MarketingUnsubscribeRequest = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }) },
  { examples: [{ token: '1.kq3N2a7Q0hXo5yYbV8m4Rw' }] },
);
export type MarketingUnsubscribeRequest = Static<typeof MarketingUnsubscribeRequest>;

/** The address the link unsubscribed: `unsubscribed` now, or `already-unsubscribed` by an earlier click. */
export const MarketingUnsubscribeResponse = Type.Object({
  status: Type.Enum(['unsubscribed', 'already-unsubscribed'], { type: 'string' }),
  email: Type.String({ examples: ['nina.nueva@example.com'] }),
});
export type MarketingUnsubscribeResponse = Static<typeof MarketingUnsubscribeResponse>;
