import type { PromoCodeDto } from '@lobby/contracts';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTicket } from '@tabler/icons-react';
import { ListEmpty, ListError } from '../../../components/catalog/list-status';
import { notify } from '../../../lib/notify';
import { DeleteIconButton } from '../../../components/delete-icon-button';
import { confirmDanger } from '../../../lib/confirm-danger';
import { useDeletePromoCode, usePromoCodes, useTogglePromoCode } from '../api/promo-codes';
import { discountText, hasExpired, perFanText, usesText, windowText } from '../utils/promo-code-text';

interface PromoCodesListProps {
  starId: string;
  query: string;
  onCreate: () => void;
  onEdit: (code: PromoCodeDto) => void;
}

/** The streamer's codes, newest first, each with its rules, an on/off switch, and (their own) edit and delete. */
export function PromoCodesList({ starId, query, onCreate, onEdit }: PromoCodesListProps) {
  const codes = usePromoCodes(starId);
  const toggle = useTogglePromoCode(starId, query);
  const remove = useDeletePromoCode(starId, query);
  const confirmDelete = (code: PromoCodeDto) =>
    confirmDanger({
      title: 'Delete this promo code?',
      message: `“${code.code}” stops working at checkout at once. Orders that already used it keep it and their discount.`,
      confirm: 'Delete code',
      onConfirm: () => remove.mutate(code._id, { onSuccess: ({ message }) => notify.success(message) }),
    });

  if (codes.isPending)
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={150} radius="lg" />
        ))}
      </SimpleGrid>
    );
  if (codes.isError) return <ListError error={codes.error} onRetry={() => codes.refetch()} />;
  if (codes.data.length === 0)
    return (
      <ListEmpty
        title="No promo codes yet"
        description="Create a code to give fans a discount on your gigs and VIP places."
        icon={<IconTicket size={28} />}
      >
        <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
          Create a code
        </Button>
      </ListEmpty>
    );

  const sorted = [...codes.data].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
      component="ul"
      style={{ listStyle: 'none', padding: 0 }}
    >
      {sorted.map((code) => (
        <li key={code._id}>
          <PromoCodeItem
            code={code}
            switching={toggle.isPending && toggle.variables === code._id}
            onToggle={() => toggle.mutate(code._id, { onSuccess: ({ message }) => notify.success(message) })}
            deleting={remove.isPending && remove.variables === code._id}
            onDelete={() => confirmDelete(code)}
            onEdit={() => onEdit(code)}
          />
        </li>
      ))}
    </SimpleGrid>
  );
}

interface PromoCodeItemProps {
  code: PromoCodeDto;
  switching: boolean;
  onToggle: () => void;
  deleting: boolean;
  onDelete: () => void;
  onEdit: () => void;
}

function PromoCodeItem({ code, switching, onToggle, deleting, onDelete, onEdit }: PromoCodeItemProps) {
  const expired = hasExpired(code);
  return (
    <Paper component="article" withBorder radius="lg" p="md" h="100%" aria-label={`Promo code ${code.code}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text ff="monospace" fw={700} size="lg" truncate>
            {code.code}
          </Text>
          {expired ? (
            <Badge color="gray" variant="light">
              Expired
            </Badge>
          ) : (
            <Badge color={code.isActive ? 'teal' : 'gray'} variant="light">
              {code.isActive ? 'Active' : 'Off'}
            </Badge>
          )}
        </Group>
        <Text fw={600} c="violet.3">
          {discountText(code)}
        </Text>
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {windowText(code)}
          </Text>
          <Text size="sm" c="dimmed">
            {usesText(code)} · {perFanText(code)}
          </Text>
        </Stack>
        <Group justify="space-between">
          <Switch label="Active" checked={code.isActive} disabled={switching} onChange={onToggle} />
          {code.streamerId !== null && (
            <Group gap={4}>
              <Tooltip label="Edit">
                <ActionIcon variant="subtle" onClick={onEdit} aria-label={`Edit ${code.code}`}>
                  <IconPencil size={18} />
                </ActionIcon>
              </Tooltip>
              <DeleteIconButton name={code.code} loading={deleting} onClick={onDelete} />
            </Group>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
