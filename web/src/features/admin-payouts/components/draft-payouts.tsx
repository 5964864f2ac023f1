import { PayoutText, type PayoutDto, type PayoutLineDto } from '@lobby/contracts';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconPlus, IconReceipt2, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminListEmpty, AdminListError, AdminListLoading } from '../../../components/admin/admin-list';
import { formatPayoutDay, ordersCount } from '../../../components/payouts/payout-money';
import { PayoutTotals } from '../../../components/payouts/payout-totals';
import { SectionCard } from '../../../components/section-card';
import { confirmDanger } from '../../../lib/confirm-danger';
import { mutateThen } from '../../../lib/mutate-then';
import { notify } from '../../../lib/notify';
import { useRemovePayout, useUpdatePayout } from '../api/change-payouts';
import { useActivePayouts } from '../api/get-payouts';
import { AddOrdersModal } from './add-orders-modal';
import { CompletePayoutModal } from './complete-payout-modal';
import { lineName, PayoutLinesTable } from './payout-lines-table';
import { PayoutSheetButton } from './payout-sheet-button';

interface DraftPayoutsProps {
  streamerId: string;
  /** The star's name, for the completion dialog. */
  starName: string;
  /** Staff with Payouts write: add and remove orders, remove the draft, mark it complete. */
  canWrite: boolean;
}

interface DraftCardProps {
  payout: PayoutDto;
  streamerId: string;
  canWrite: boolean;
  onAddOrders: () => void;
  onComplete: () => void;
}

function DraftCard({ payout, streamerId, canWrite, onAddOrders, onComplete }: DraftCardProps) {
  const update = useUpdatePayout(streamerId);
  const remove = useRemovePayout(streamerId);
  const day = formatPayoutDay(payout.createdAt);
  const positive = payout.totals.net > 0;

  const removeLine = (line: PayoutLineDto) =>
    update.mutate(
      { payoutId: payout._id, removeOrderIds: [line.orderId] },
      { onSuccess: ({ message }) => notify.success(message) },
    );
  const removingLine = (line: PayoutLineDto) =>
    update.isPending && update.variables.removeOrderIds?.includes(line.orderId) === true;

  const confirmRemove = () =>
    confirmDanger({
      title: 'Remove this draft payout?',
      message: `Its ${ordersCount(payout.lines.length)} go back to the remaining orders; nothing is paid.`,
      confirm: 'Remove draft',
      // The refetched drafts drop this card before the removal settles.
      onConfirm: () => mutateThen(remove, payout._id, ({ message }) => notify.success(message)),
    });

  return (
    <Paper withBorder radius="lg" p="md" data-testid={`draft-payout-${payout.currency}`}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm" align="flex-start">
          <Stack gap={2}>
            <Group gap="xs">
              <Badge color="yellow" variant="light">
                Draft
              </Badge>
              <Title order={3} fz="md">
                {payout.currency} payout · {ordersCount(payout.lines.length)}
              </Title>
            </Group>
            <Text size="xs" c="dimmed">
              Started {day}
            </Text>
          </Stack>
          <Group gap="xs">
            <PayoutSheetButton payout={payout} />
            {canWrite && (
              <>
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconPlus size={14} />}
                  onClick={onAddOrders}
                >
                  Add orders
                </Button>
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  leftSection={<IconTrash size={14} />}
                  loading={remove.isPending}
                  onClick={confirmRemove}
                >
                  Remove draft
                </Button>
                <Tooltip label={PayoutText.notPositive} disabled={positive}>
                  <Button
                    color="teal"
                    size="xs"
                    leftSection={<IconCheck size={14} />}
                    disabled={!positive}
                    onClick={onComplete}
                  >
                    Mark complete
                  </Button>
                </Tooltip>
              </>
            )}
          </Group>
        </Group>
        <PayoutTotals totals={payout.totals} currency={payout.currency} />
        <PayoutLinesTable
          lines={payout.lines}
          label={`Orders in the ${payout.currency} draft of ${day}`}
          lineAction={
            canWrite
              ? (line) => (
                  <Tooltip label="Take out of the draft">
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`Take out of the draft: ${lineName(line)}`}
                      loading={removingLine(line)}
                      onClick={() => removeLine(line)}
                    >
                      <IconX size={16} />
                    </ActionIcon>
                  </Tooltip>
                )
              : undefined
          }
        />
      </Stack>
    </Paper>
  );
}

/** Staff: the star's draft payouts (one per currency at most), each with its totals, lines and actions. */
export function DraftPayouts({ streamerId, starName, canWrite }: DraftPayoutsProps) {
  const active = useActivePayouts(streamerId);
  const [adding, setAdding] = useState<PayoutDto | null>(null);
  const [completing, setCompleting] = useState<PayoutDto | null>(null);

  let body;
  if (active.isError) body = <AdminListError message={active.error.message} />;
  else if (!active.data) body = <AdminListLoading />;
  else if (active.data.length === 0)
    body = (
      <AdminListEmpty
        icon={<IconReceipt2 size={28} />}
        title="No active payouts"
        description={
          canWrite
            ? 'Pick remaining orders and create a payout to prepare a transfer.'
            : 'Drafts show here while staff prepare a transfer.'
        }
      />
    );
  else
    body = active.data.map((payout) => (
      <DraftCard
        key={payout._id}
        payout={payout}
        streamerId={streamerId}
        canWrite={canWrite}
        onAddOrders={() => setAdding(payout)}
        onComplete={() => setCompleting(payout)}
      />
    ));

  return (
    <SectionCard
      title="Active payouts"
      description="Drafts being prepared. Transfer a draft's net, then mark it complete with the bank's reference."
    >
      {body}
      <AddOrdersModal payout={adding} streamerId={streamerId} onClose={() => setAdding(null)} />
      <CompletePayoutModal
        payout={completing}
        streamerId={streamerId}
        starName={starName}
        onClose={() => setCompleting(null)}
      />
    </SectionCard>
  );
}
