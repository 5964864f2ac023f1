import { formatMoney, routes, type Currency, type PromoCodeDto } from '@lobby/contracts';
import {
  ActionIcon,
  Badge,
  Group,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPencil, IconSearch, IconTicket } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminAddButton } from '../../../components/admin/admin-page';
import { AdminList } from '../../../components/admin/admin-list';
import { AdminTable, type AdminColumn } from '../../../components/admin/admin-table';
import { DeleteIconButton } from '../../../components/delete-icon-button';
import { useMayCall } from '../../../hooks/use-may-call';
import { isNotFoundError } from '../../../lib/api-client';
import { confirmDanger } from '../../../lib/confirm-danger';
import { notify } from '../../../lib/notify';
import {
  findStar,
  useAdminPromoCodes,
  useDeleteAdminPromoCode,
  useStarName,
  useTogglePromoCode,
} from '../api/promo-codes';
import { AdminEditPromoCodeModal, AdminPromoCodeModal } from './admin-promo-code-modal';

type OwnerFilter = 'all' | 'platform' | 'star';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function Owner({ code }: { code: PromoCodeDto }) {
  const star = useStarName(code.streamerId);
  if (code.streamerId === null)
    return (
      <Badge variant="light" color="grape">
        Platform
      </Badge>
    );
  return <Text size="sm">{star.data ? `${star.data.fullName} (@${star.data.username})` : 'A star'}</Text>;
}

const discountText = (code: PromoCodeDto) =>
  code.discountType === 'percent'
    ? `${code.percentOff}% off`
    : `${formatMoney({ amount: code.amountOff ?? 0, currency: (code.currency ?? 'USD') as Currency })} off`;

const usesText = (code: PromoCodeDto) =>
  `${code.usesCount}${code.maxUses === null ? '' : ` of ${code.maxUses}`} used` +
  (code.maxUsesPerUser === null ? '' : ` · ${code.maxUsesPerUser} per fan`);

const validityText = (code: PromoCodeDto) =>
  code.validUntil ? `Until ${dateFormat.format(new Date(code.validUntil))}` : 'No end';

const columns: AdminColumn<PromoCodeDto>[] = [
  {
    header: 'Code',
    cell: (code) => (
      <Text size="sm" fw={600} ff="monospace">
        {code.code}
      </Text>
    ),
  },
  { header: 'Owner', cell: (code) => <Owner code={code} /> },
  { header: 'Discount', cell: (code) => <Text size="sm">{discountText(code)}</Text> },
  { header: 'Uses', cell: (code) => <Text size="sm">{usesText(code)}</Text> },
  { header: 'Valid', cell: (code) => <Text size="sm">{validityText(code)}</Text> },
];

/**
 * Staff: every promo code, newest first, 10 a page: all, the platform's (any gig of any star; the discount comes
 * off what the fan pays), or one star's, searched by part of the code; switched on and off, edited, deleted, and
 * new ones made (each only by staff with PromoCodes write).
 */
export function PromoCodesAdmin() {
  const canToggle = useMayCall(routes.adminPromoCodes.toggle);
  const canCreate = useMayCall(routes.adminPromoCodes.create);
  const canEdit = useMayCall(routes.adminPromoCodes.update);
  const canDelete = useMayCall(routes.adminPromoCodes.remove);

  const [owner, setOwner] = useState<OwnerFilter>('all');
  const [starName, setStarName] = useState('');
  const [star, setStar] = useState<{ id: string; error?: string } | null>(null);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 500);
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<PromoCodeDto | null>(null);
  const streamerId = owner === 'platform' ? 'platform' : owner === 'star' ? star?.id || 'none' : undefined;
  const codes = useAdminPromoCodes({
    page,
    streamerId: streamerId === 'none' ? undefined : streamerId,
    search: debouncedSearch,
  });
  const toggle = useTogglePromoCode();
  const remove = useDeleteAdminPromoCode();
  const confirmDelete = (code: PromoCodeDto) =>
    confirmDanger({
      title: 'Delete this promo code?',
      message: `“${code.code}” stops working at checkout at once. Orders that already used it keep it and their discount.`,
      confirm: 'Delete code',
      onConfirm: () => remove.mutate(code._id, { onSuccess: ({ message }) => notify.success(message) }),
    });

  async function pickStar() {
    const username = starName.trim().replace(/^@/, '');
    if (!username) return setStar(null);
    try {
      setStar({ id: (await findStar(username))._id });
      setPage(1);
    } catch (error) {
      setStar({
        id: '',
        error: isNotFoundError(error) ? 'No star has this username' : 'Error finding the star',
      });
    }
  }

  const toggleSwitch = (code: PromoCodeDto) => (
    <Switch
      aria-label={`${code.code} active`}
      label={code.isActive ? 'Active' : 'Off'}
      checked={code.isActive}
      disabled={!canToggle || (toggle.isPending && toggle.variables === code._id)}
      onChange={() => toggle.mutate(code._id, { onSuccess: ({ message }) => notify.success(message) })}
    />
  );

  const editAndDelete = (code: PromoCodeDto) => (
    <>
      {canEdit && (
        <Tooltip label="Edit">
          <ActionIcon variant="subtle" onClick={() => setEditing(code)} aria-label={`Edit ${code.code}`}>
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {canDelete && (
        <DeleteIconButton
          name={code.code}
          loading={remove.isPending && remove.variables === code._id}
          onClick={() => confirmDelete(code)}
        />
      )}
    </>
  );
  const rowActions = (code: PromoCodeDto) => (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      {toggleSwitch(code)}
      {editAndDelete(code)}
    </Group>
  );

  return (
    <Stack gap="md">
      {canCreate && (
        <Group justify="flex-end">
          <AdminAddButton onClick={() => setCreating(true)}>New promo code</AdminAddButton>
        </Group>
      )}
      <AdminList
        query={owner === 'star' && !star?.id ? { ...codes, data: undefined, isPending: false } : codes}
        paging={{ page, onChange: setPage, noun: 'codes' }}
        toolbar={
          <Stack gap="sm">
            <Group gap="sm" align="flex-end" wrap="wrap">
              <SegmentedControl
                aria-label="Whose codes"
                data={[
                  { value: 'all', label: 'All' },
                  { value: 'platform', label: 'Platform' },
                  { value: 'star', label: 'One star' },
                ]}
                value={owner}
                onChange={(value) => {
                  setOwner(value as OwnerFilter);
                  setPage(1);
                }}
              />
              <TextInput
                aria-label="Search codes"
                placeholder="Search codes"
                leftSection={<IconSearch size={16} />}
                value={search}
                onChange={(event) => {
                  setSearch(event.currentTarget.value);
                  setPage(1);
                }}
                maxLength={32}
                w={{ base: '100%', xs: 220 }}
              />
            </Group>
            {owner === 'star' && (
              <TextInput
                label="Star's username"
                placeholder="Press Enter to show their codes"
                value={starName}
                error={star?.error}
                onChange={(event) => setStarName(event.currentTarget.value)}
                onBlur={pickStar}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') void pickStar();
                }}
                w={{ base: '100%', xs: 320 }}
              />
            )}
          </Stack>
        }
        empty={{
          icon: <IconTicket size={28} />,
          title: 'No promo codes',
          description: owner === 'star' && !star?.id ? 'Pick a star to see their codes.' : 'Nothing matches.',
        }}
      >
        {(rows) => (
          <AdminTable
            rows={rows}
            rowKey={(code) => code._id}
            columns={columns}
            actions={{ header: 'Actions', cell: rowActions }}
            minWidth={820}
            card={(code) => (
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600} ff="monospace">
                    {code.code}
                  </Text>
                  {toggleSwitch(code)}
                </Group>
                <Owner code={code} />
                <Text size="sm">
                  {discountText(code)} · {usesText(code)}
                </Text>
                <Group justify="space-between" wrap="nowrap">
                  <Text size="xs" c="dimmed">
                    {validityText(code)}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    {editAndDelete(code)}
                  </Group>
                </Group>
              </Stack>
            )}
          />
        )}
      </AdminList>
      <AdminPromoCodeModal opened={creating} onClose={() => setCreating(false)} />
      <AdminEditPromoCodeModal code={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
