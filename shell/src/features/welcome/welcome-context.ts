import type { StoreApi } from 'zustand/vanilla';
import { createContextValue } from '../../lib/create-context-value';
import type { WelcomeState } from './welcome-store';

export const [WelcomeStoreProvider, useWelcomeStore] = createContextValue<StoreApi<WelcomeState>>('WelcomeStore');
