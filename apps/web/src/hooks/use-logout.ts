import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { errorMessage } from '../api/client.ts';
import { useSignOut } from '../api/sign-out.ts';
import { forgetMember } from '../components/member-storage.ts';
import { translateSentence } from '../i18n/i18n.ts';

/** Ends the session and returns to the login screen; used by the Logout button and the profile menu. */
export function useLogout() {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const logout = () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        forgetMember();
        navigate('/', { replace: true });
      },
      // The server's answer comes in the member's language; the page's own (no network) is the first screen's.
      onError: (error) => notifications.show({ color: 'red', message: translateSentence(errorMessage(error)) }),
    });
  return { logout, isPending: signOut.isPending };
}
