import { Button, Stack, ThemeIcon } from '@mantine/core';
import { IconCreditCardOff } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { CheckoutCard } from './checkout-card';

/** Back from a checkout that was cancelled or failed: nothing was charged and the hold runs out by itself. */
export function PaymentNotCompleted() {
  return (
    <CheckoutCard
      title="Payment not completed"
      icon={
        <ThemeIcon size={48} radius="xl" color="yellow" variant="light">
          <IconCreditCardOff size={28} />
        </ThemeIcon>
      }
      subtitle="You were not charged. The seats you picked stay held for you until the order’s hold expires; then they are released for other fans."
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
