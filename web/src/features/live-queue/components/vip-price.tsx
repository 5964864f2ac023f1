import { formatMoney, toMinorUnits, type LiveSessionDto } from '@lobby/contracts';
import { Stack, Text } from '@mantine/core';
import { useDisplayMoney } from '../../../lib/currency/display-money';

/**
 * The VIP price in the viewer's currency (spec §4); when that is not the session's, what is actually charged
 * in the session's currency too.
 */
export function VipPrice({ session }: { session: Pick<LiveSessionDto, 'price' | 'baseCurrency'> }) {
  const { convert, format } = useDisplayMoney();
  const charged = { amount: toMinorUnits(session.price), currency: session.baseCurrency };
  const shown = format(charged);
  return (
    <Stack gap={0}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
        VIP place
      </Text>
      <Text fz={34} fw={900} lh={1.1} aria-label={`VIP price ${shown}`}>
        {shown}
      </Text>
      {convert(charged).currency !== charged.currency && (
        <Text size="xs" c="dimmed">
          You will be charged {formatMoney(charged)} ({charged.currency})
        </Text>
      )}
    </Stack>
  );
}
