import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useNavigate } from 'react-router-dom';
import { useLogout } from '../api/logout';

/** Returns a function that asks "Log out?" and, once confirmed, signs out and goes home (spec §4). */
export function useConfirmLogout() {
  const navigate = useNavigate();
  const logout = useLogout();

  return () =>
    modals.openConfirmModal({
      title: 'Log out?',
      centered: true,
      children: <Text size="sm">You will need to sign in again to book sessions or join queues.</Text>,
      labels: { confirm: 'Log out', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        navigate('/');
        logout.mutate();
      },
    });
}
