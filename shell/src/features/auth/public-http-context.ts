import type { HttpClient } from 'shared-contracts';
import { createContextValue } from '../../lib/create-context-value';

/** The API without a bearer token (docs/product.md#session-and-login: the password-reset request is sent without one). */
export const [PublicHttpProvider, usePublicHttp] = createContextValue<HttpClient>('PublicHttp');
