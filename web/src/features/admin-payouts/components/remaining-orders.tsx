import { formatMoney, type PayoutDto, type RemainingPayoutDto } from '@lobby/contracts';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconClipboardCheck, IconReceipt2, IconWand } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AdminListEmpty, AdminListError, AdminListLoading } from '../../../components/admin/admin-list';
import { formatMoneyList, ordersCount } from '../../../components/payouts/payout-money';
import { PayoutTotals } from '../../../components/payouts/payout-totals';
import { SectionCard } from '../../../components/section-card';
import { mutateThen } from '../../../lib/mutate-then';
import { notify } from '../../../lib/notify';
import { useCreatePayout, useGeneratePayouts } from '../api/change-payouts';
import { useRemainingPayouts } from '../api/get-payouts';
import { PayoutLinesTable } from './payout-lines-table';

interface RemainingOrdersProps {
  streamerId: string;
  /** Staff with Payouts write: checkboxes, "Generate payouts" and "Create payout". */
  canWrite: boolean;
  /** The star's drafts: picked orders join the draft of their currency when there is one. */
  drafts: PayoutDto[];
}

/** Paid orders that still wait for staff to say they were played: they can't be paid out yet. */
function AwaitingValidation({ count, streamerId }: { count: number; streamerId: string }) {
  if (count === 0) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconClipboardCheck />} data-testid="awaiting-validation">
      {ordersCount(count)} paid but not yet validated as played: they join the remaining orders once{' '}
      <Anchor
        component={Link}
        to={`/admin/validations/influencer-game-playing-validations/${streamerId}`}
        c="inherit"
        fw={600}
        underline="always"
      >
        validated
      </Anchor>
      .
    </Alert>
  );
}

interface CurrencyGroupProps {
  remaining: RemainingPayoutDto;
  canWrite: boolean;
  draft: PayoutDto | undefined;
  streamerId: string;
}

/** The remaining lines in one currency, their totals, and (for writers) picking some into a payout. */
function CurrencyGroup({ remaining, canWrite, draft, streamerId }: CurrencyGroupProps) {
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const create = useCreatePayout(streamerId);
  const { currency, lines, totals } = remaining;
  // Lines another staff member paid out meanwhile drop out of the selection with the refetch.
  const selected = new Set(lines.filter((line) => picked.has(line.orderId)).map((line) => line.orderId));
  const selectedNet = lines
    .filter((line) => selected.has(line.orderId))
    .reduce((sum, line) => sum + line.net, 0);

  // Picking every line of the currency empties it: the refetch drops this group before the change settles.
  const createPayout = () =>
    mutateThen(create, { currency, orderIds: [...selected] }, ({ message }) => {
      notify.success(message);
      setPicked(new Set());
    });

  return (
    <Stack gap="sm" data-testid={`remaining-${currency}`}>
      <Group justify="space-between" gap="xs">
        <Title order={3} fz="md">
          {currency} · {ordersCount(totals.orderCount)}
        </Title>
      </Group>
      <PayoutTotals totals={totals} currency={currency} />
      <PayoutLinesTable
        lines={lines}
        label={`Remaining orders in ${currency}`}
        selection={canWrite ? { selected, onChange: setPicked } : undefined}
      />
      {canWrite && (
        <Group justify="flex-end" gap="sm">
          <Text size="sm" c="dimmed">
            {selected.size === 0
              ? 'Pick orders to pay out'
              : `${ordersCount(selected.size)} picked · net ${formatMoney({ amount: selectedNet, currency })}`}
          </Text>
          <Button
            leftSection={<IconReceipt2 size={16} />}
            disabled={selected.size === 0}
            loading={create.isPending}
            onClick={createPayout}
          >
            {draft ? 'Add to draft payout' : 'Create payout'}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * Staff: the star's remaining orders per currency (played, paid, in no payout; refunds of orders already paid
 * out as negative lines), with their totals. Writers pick orders into a draft payout, or generate drafts of all.
 */
export function RemainingOrders({ streamerId, canWrite, drafts }: RemainingOrdersProps) {
  const remaining = useRemainingPayouts(streamerId);
  const generate = useGeneratePayouts(streamerId);
  const groups = remaining.data?.filter(({ lines }) => lines.length > 0) ?? [];
  const awaiting = remaining.data?.reduce((sum, group) => sum + group.awaitingValidation, 0) ?? 0;

  let body;
  if (remaining.isError) body = <AdminListError message={remaining.error.message} />;
  else if (!remaining.data) body = <AdminListLoading />;
  else if (groups.length === 0)
    body = (
      <AdminListEmpty
        icon={<IconReceipt2 size={28} />}
        title="Nothing to pay out"
        description="Orders show here once they are paid and validated as played, and are in no payout yet."
      />
    );
  else
    body = groups.map((group) => (
      <CurrencyGroup
        key={group.currency}
        remaining={group}
        canWrite={canWrite}
        draft={drafts.find(({ currency }) => currency === group.currency)}
        streamerId={streamerId}
      />
    ));

  return (
    <SectionCard
      title="Remaining orders"
      description="Played, paid orders in no payout yet. A refund of an order already paid out shows as a negative line."
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          Ready to pay out:{' '}
          <Text span fw={700}>
            {formatMoneyList(
              groups.map(({ currency, totals }) => ({ currency, amount: totals.net })),
              'nothing yet',
            )}
          </Text>
        </Text>
        {canWrite && (
          <Button
            variant="light"
            leftSection={<IconWand size={16} />}
            disabled={groups.length === 0}
            loading={generate.isPending}
            onClick={() =>
              mutateThen(generate, undefined, ({ message, payouts }) =>
                (payouts.length > 0 ? notify.success : notify.info)(message),
              )
            }
          >
            Generate payouts
          </Button>
        )}
      </Group>
      <AwaitingValidation count={awaiting} streamerId={streamerId} />
      {body}
    </SectionCard>
  );
}
