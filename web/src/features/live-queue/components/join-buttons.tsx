import { Button, type ButtonProps } from '@mantine/core';
import { IconCrown, IconUsersGroup } from '@tabler/icons-react';

type JoinButtonProps = Omit<ButtonProps, 'children'> & { onClick: () => void };

/** The gold "Join VIP queue" button: for a visitor it leads to sign-in, for a fan to the checkout. */
export function JoinVipButton(props: JoinButtonProps) {
  return (
    <Button size="md" radius="xl" color="yellow" c="dark.9" leftSection={<IconCrown size={18} />} {...props}>
      Join VIP queue
    </Button>
  );
}

/** The plain "Join regular queue" button, the free way in. */
export function JoinRegularButton(props: JoinButtonProps) {
  return (
    <Button size="md" radius="xl" variant="default" leftSection={<IconUsersGroup size={18} />} {...props}>
      Join regular queue
    </Button>
  );
}
