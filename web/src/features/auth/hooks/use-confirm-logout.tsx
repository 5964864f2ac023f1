import { useNavigate } from 'react-router-dom';
import { useLogout } from '../api/logout';
import { confirmDanger } from '../../../lib/confirm-danger';

/** Returns a function that asks "Log out?" and, once confirmed, signs out and goes home (spec §4). */
export function useConfirmLogout() {
  const navigate = useNavigate();
  const logout = useLogout();

  return () =>
    confirmDanger({
      title: 'Log out?',
      message: 'You will need to sign in again to book sessions or join queues.',
      confirm: 'Log out',
      onConfirm: () => {
        navigate('/');
        logout.mutate();
      },
    });
}
