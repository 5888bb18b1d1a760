import { useCallback } from 'react';
import { useSessionController } from '../auth-context';
import { clearDeepLink } from '../lib/deep-link';

/**
 * Logs out on the user's request. The stored deep link goes too, so the next login starts from
 * the landing page rather than where this user was.
 */
export function useLogout(): () => Promise<void> {
  const controller = useSessionController();
  return useCallback(async () => {
    clearDeepLink();
    await controller.logout('user');
  }, [controller]);
}
