import type { HostApi } from 'shared-contracts';
import { createContextValue } from '../../lib/create-context-value';

/** The one HostApi, handed to every remote as its `host` prop. */
export const [HostProvider, useHost] = createContextValue<HostApi>('HostApi');
