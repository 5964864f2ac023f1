import { PaymentGatewayText, routes, type PaymentGatewayDto } from '@lobby/contracts';
import { ActionIcon, Alert, Badge, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { AdminListError, AdminListLoading } from '../../../components/admin/admin-list';
import { notify } from '../../../lib/notify';
import { usePaymentGateways } from '../../../lib/payment-gateways';
import { useAdminPaymentGateways, useSavePaymentGateways } from '../api/payment-gateways';
import { useMayCall } from '../../../hooks/use-may-call';

const sameDraft = (a: PaymentGatewayDto[], b: PaymentGatewayDto[]) =>
  a.length === b.length && a.every((row, i) => row._id === b[i]._id && row.isActive === b[i].isActive);

/**
 * Staff order the ways to pay (top first: the checkout offers them in this order) and switch them on or off, then
 * save the whole list. The card gateway the server isn't configured for (Stripe without a key, or the sandbox
 * with one) is never offered, switched on or not. At least one offered way to pay stays on (the server says so).
 */
export function PaymentGatewaysEditor() {
  const canWrite = useMayCall(routes.adminTools.saveGateways);
  const gateways = useAdminPaymentGateways();
  const offered = usePaymentGateways();
  const save = useSavePaymentGateways();
  const [draft, setDraft] = useState<PaymentGatewayDto[]>([]);
  useEffect(() => {
    if (gateways.data) setDraft(gateways.data);
  }, [gateways.data]);
  const changed = useMemo(() => !!gateways.data && !sameDraft(draft, gateways.data), [draft, gateways.data]);

  if (gateways.isError) return <AdminListError message="Error fetching payment gateways" />;
  if (gateways.isPending) return <AdminListLoading />;

  /** Switched on and saved, yet not offered: the card gateway the server has no settings for. */
  const notConfigured = (gateway: PaymentGatewayDto) =>
    offered.data !== undefined &&
    gateways.data.some((saved) => saved._id === gateway._id && saved.isActive) &&
    !offered.data.some((shown) => shown._id === gateway._id);

  const move = (index: number, by: -1 | 1) =>
    setDraft((rows) => {
      const next = [...rows];
      [next[index], next[index + by]] = [next[index + by], next[index]];
      return next;
    });
  const toggle = (id: string, isActive: boolean) =>
    setDraft((rows) => rows.map((row) => (row._id === id ? { ...row, isActive } : row)));
  const submit = () =>
    save.mutate(
      draft.map((row, index) => ({ _id: row._id, priority: index + 1, isActive: row.isActive })),
      { onSuccess: () => notify.success(PaymentGatewayText.saved) },
    );

  return (
    <Stack gap="md">
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
        Buyers see the switched-on ways to pay in this order. At least one must stay on.
      </Alert>
      <Stack gap="sm">
        {draft.map((gateway, index) => (
          <Paper key={gateway._id} withBorder radius="lg" p="md">
            <Group justify="space-between" gap="sm">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <Badge variant="light" color="gray" size="lg" circle aria-label={`Position ${index + 1}`}>
                  {index + 1}
                </Badge>
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {gateway.displayName}
                  </Text>
                  <Group gap={6}>
                    <Text size="xs" c="dimmed">
                      {gateway.name}
                    </Text>
                    {notConfigured(gateway) && (
                      <Badge size="xs" variant="light" color="gray">
                        Not configured on this server
                      </Badge>
                    )}
                  </Group>
                </div>
              </Group>
              <Group gap="xs" wrap="nowrap">
                {canWrite && (
                  <>
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Move ${gateway.displayName} up`}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <IconArrowUp size={18} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Move ${gateway.displayName} down`}
                      disabled={index === draft.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <IconArrowDown size={18} />
                    </ActionIcon>
                  </>
                )}
                <Switch
                  aria-label={`${gateway.displayName} active`}
                  label={gateway.isActive ? 'On' : 'Off'}
                  checked={gateway.isActive}
                  disabled={!canWrite}
                  onChange={(event) => toggle(gateway._id, event.currentTarget.checked)}
                />
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
      {canWrite && (
        <Group justify="flex-end">
          <Button
            variant="default"
            disabled={!changed || save.isPending}
            onClick={() => setDraft(gateways.data)}
          >
            Undo changes
          </Button>
          <Button disabled={!changed} loading={save.isPending} onClick={submit}>
            Save
          </Button>
        </Group>
      )}
    </Stack>
  );
}
