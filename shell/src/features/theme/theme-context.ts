import type { StoreApi } from 'zustand/vanilla';
import { createContextValue } from '../../lib/create-context-value';
import type { ThemeState } from './theme-store';

export const [ThemeStoreProvider, useThemeStore] = createContextValue<StoreApi<ThemeState>>('ThemeStore');
