import { createContextValue } from '../lib/create-context-value';
import type { ShellServices } from './create-shell-services';

/** Everything the shell created once, for the app layer (features get their own contexts). */
export const [ShellServicesProvider, useShellServices] = createContextValue<ShellServices>('ShellServices');
