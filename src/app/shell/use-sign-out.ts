import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { logOut } from '../../api/session';
import { signedOut } from '../../stores/session';
import { clearReturnPath } from '../return-path';
import { LOGIN_PATH } from '../../../shared/routes/route-table';

/**
 * Logout (seed 000 §4): the server ends the session, the status becomes anonymous, cached data of
 * this user is dropped and the login page opens. The live-updates socket follows the status.
 * The page the user leaves is not remembered: the next login starts from the default page.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: logOut,
    onSuccess: () => {
      clearReturnPath();
      signedOut();
      navigate(LOGIN_PATH, { replace: true });
      queryClient.clear();
    },
  });
}
