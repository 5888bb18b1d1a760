import type { HttpClient } from 'shared-contracts';
import { createContextValue } from '../../lib/create-context-value';

/** The API without a bearer token (spec 1 section 7: the password-reset request is sent without one). */
export const [PublicHttpProvider, usePublicHttp] = createContextValue<HttpClient>('PublicHttp');
