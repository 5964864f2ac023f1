import { ErrorText, formatMoney, type PaymentGatewayName } from '@lobby/contracts';
import { Alert, Radio, Skeleton, Stack } from '@mantine/core';
import { usePaymentGateways } from '../../lib/payment-gateways';
import { useWallet } from '../../lib/wallet';
import { useCurrentUserFromStore } from '../../stores/auth-store';

interface PaymentMethodFieldProps {
  /** Null until the fan picks one: the first offered method is shown chosen. */
  value: PaymentGatewayName | null;
  onChange: (name: PaymentGatewayName) => void;
}

/** The ways to pay that are switched on, in the server's order (the gig booking card and the VIP queue). */
export function PaymentMethodField({ value, onChange }: PaymentMethodFieldProps) {
  const gateways = usePaymentGateways();
  const walletBalance = useWalletBalanceText();

  if (gateways.isPending) return <Skeleton height={64} radius="md" />;
  if (gateways.isError)
    return (
      <Alert color="red" variant="light">
        {ErrorText.errorFetchingPaymentGateways}
      </Alert>
    );
  if (gateways.data.length === 0)
    return (
      <Alert color="yellow" variant="light">
        No payment method is available right now. Please try again later.
      </Alert>
    );

  return (
    <Radio.Group
      label="Payment method"
      value={value ?? gateways.data[0].name}
      onChange={(name) => onChange(name as PaymentGatewayName)}
    >
      <Stack gap="xs" mt={6}>
        {gateways.data.map((gateway) => (
          <Radio
            key={gateway._id}
            value={gateway.name}
            label={gateway.displayName}
            description={gateway.name === 'wallet' ? walletBalance : undefined}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/** The signed-in fan's wallet balance, before they choose to pay with it; null for a visitor or while loading. */
function useWalletBalanceText(): string | null {
  const signedIn = Boolean(useCurrentUserFromStore());
  const wallet = useWallet(signedIn);
  if (!signedIn || !wallet.data) return null;
  const balances = wallet.data.balances.filter((balance) => balance.amount > 0);
  return balances.length === 0 ? 'Balance: empty' : `Balance: ${balances.map(formatMoney).join(' · ')}`;
}

/** The method a checkout uses: the fan's pick, else the first one offered (null while none is known). */
export function useChosenPaymentMethod(picked: PaymentGatewayName | null): PaymentGatewayName | null {
  const gateways = usePaymentGateways();
  return picked ?? gateways.data?.[0]?.name ?? null;
}
