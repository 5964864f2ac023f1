import { Button, Stack, ThemeIcon } from '@mantine/core';
import { IconCreditCardOff } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { CheckoutCard } from './checkout-card';

/** Back from a checkout that was cancelled or failed: nothing was charged and the seats go back at once. */
export function PaymentNotCompleted() {
  return (
    <CheckoutCard
      title="Payment not completed"
      icon={
        <ThemeIcon size={48} radius="xl" color="yellow" variant="light">
          <IconCreditCardOff size={28} />
        </ThemeIcon>
      }
      subtitle="You were not charged, and the seats you picked are given back as soon as the checkout closes: you can book again while seats are left."
    >
      <Stack gap="xs">
        <Button component={Link} to="/browse" fullWidth>
          Browse sessions
        </Button>
        <Button component={Link} to="/profile?tab=orders" variant="subtle" fullWidth>
          See your orders
        </Button>
      </Stack>
    </CheckoutCard>
  );
}
