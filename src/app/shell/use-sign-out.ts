import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { isApiError } from '../../api/client';
import { logOut } from '../../api/session';
import { signedOut } from '../../stores/session';
import { forgetUserTraces } from '../../stores/user-traces';
import { clearReturnPath } from '../return-path';
import { LOGIN_PATH } from '../../../shared/routes/route-table';

/**
 * Logout (seed 000 §4): the server ends the session, the status becomes anonymous, what this user
 * left in the browser is dropped and the login page opens. The live-updates socket follows the status.
 * The page the user leaves is not remembered: the next login starts from the default page.
 * A 401 (no session left to end, even after a refresh) is a logout done; any other failure leaves the
 * user signed in, and the menu says so.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: () =>
      logOut().catch((error: unknown) => {
        if (!isApiError(error, 401)) throw error;
      }),
    onSuccess: () => {
      clearReturnPath();
      signedOut();
      navigate(LOGIN_PATH, { replace: true });
      forgetUserTraces(queryClient);
    },
  });
}
