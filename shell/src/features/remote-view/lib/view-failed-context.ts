import { createContext } from 'react';

/**
 * Called by the error boundaries of a dashboard view when it fails, so that the outlet does not
 * keep the failed view for the next visit (app/layout/kept-views.tsx).
 */
export const ViewFailedContext = createContext<() => void>(() => undefined);
