import '@mantine/dates/styles.css';
import {
  formatMoney,
  type PlayStatus,
  type PlayValidationInput,
  type PlayValidationOrderDto,
} from '@lobby/contracts';
import { Alert, Badge, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { IconCalendar, IconChecks, IconClipboardCheck } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { AdminList } from '../../../components/admin/admin-list';
import { AdminTable, type AdminColumn } from '../../../components/admin/admin-table';
import { OrderStatusBadge } from '../../../components/orders/order-status-badge';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { timeZoneLabel } from '../../../lib/viewer-time';
import { usePlayValidations } from '../api/get-play-validations';
import { useSavePlayValidations } from '../api/save-play-validations';

type PlayFilter = PlayStatus | 'all';

const playFilters: { value: PlayFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'unvalidated', label: 'To validate' },
  { value: 'played', label: 'Played' },
  { value: 'not_played', label: 'Not played' },
];

const playLabel: Record<PlayStatus, string> = {
  unvalidated: 'Not validated',
  played: 'Played',
  not_played: 'Not played',
};
const playColor: Record<PlayStatus, string> = { unvalidated: 'gray', played: 'teal', not_played: 'red' };

const DAY_FORMAT = 'D MMM YYYY';
const formatWhen = (iso: string) => dayjs(iso).format('D MMM YYYY, HH:mm');

/** What the order bought: the gig's slot, or a VIP place in a live session. */
function OrderSubject({ order }: { order: PlayValidationOrderDto }) {
  return (
    <>
      <Text size="sm" fw={600} lineClamp={2}>
        {order.product_title || (order.kind === 'vip' ? 'Live session' : 'Gig')}
      </Text>
      <Text size="xs" c="dimmed">
        {order.kind === 'vip'
          ? `VIP place · paid ${formatWhen(order.startTime)}`
          : `${formatWhen(order.startTime)} – ${dayjs(order.endTime).format('HH:mm')}`}
      </Text>
    </>
  );
}

function Fan({ order }: { order: PlayValidationOrderDto }) {
  return (
    <>
      <Text size="sm" fw={600}>
        {order.username ? `@${order.username}` : 'Unknown fan'}
      </Text>
      <Text size="xs" c="dimmed" lineClamp={2}>
        {order.gamerTags.map((tag) => tag.gamerTag).join(', ')}
      </Text>
    </>
  );
}

function PlayStatusCell({ order, draft }: { order: PlayValidationOrderDto; draft: boolean | undefined }) {
  const shown: PlayStatus = draft === undefined ? order.playStatus : draft ? 'played' : 'not_played';
  return (
    <>
      <Badge variant={draft === undefined ? 'light' : 'outline'} color={playColor[shown]}>
        {playLabel[shown]}
        {draft !== undefined && ' · unsaved'}
      </Badge>
      {order.validatedAt && (
        <Text size="xs" c="dimmed" mt={4}>
          {formatWhen(order.validatedAt)}
          {order.validatedByUsername ? ` by @${order.validatedByUsername}` : ''}
        </Text>
      )}
    </>
  );
}

interface PlayToggleProps {
  order: PlayValidationOrderDto;
  /** The value the staff member picked and hasn't saved yet. */
  draft: boolean | undefined;
  onPick: (played: boolean) => void;
}

/** Played / Not played for one order; refunded or cancelled orders can't be validated. */
function PlayToggle({ order, draft, onPick }: PlayToggleProps) {
  const current = draft ?? (order.playStatus === 'unvalidated' ? undefined : order.playStatus === 'played');
  const disabled = !order.validatable;
  const label = `order ${order.order_id}`;
  return (
    <Button.Group>
      <Button
        size="xs"
        variant={current === true ? 'filled' : 'default'}
        color="teal"
        disabled={disabled}
        aria-pressed={current === true}
        aria-label={`Played: ${label}`}
        onClick={() => onPick(true)}
      >
        Played
      </Button>
      <Button
        size="xs"
        variant={current === false ? 'filled' : 'default'}
        color="red"
        disabled={disabled}
        aria-pressed={current === false}
        aria-label={`Not played: ${label}`}
        onClick={() => onPick(false)}
      >
        Not played
      </Button>
    </Button.Group>
  );
}

/** The instants a picked range of days covers in the viewer's zone: from its first day's start to after its last. */
function rangeQuery(range: DatesRangeValue<string>): { from?: string; to?: string } {
  const [first, last] = range;
  if (!first || !last) return {};
  return {
    from: dayjs(first).startOf('day').toISOString(),
    to: dayjs(last).add(1, 'day').startOf('day').toISOString(),
  };
}

/** What the range picker shows, so its accessible name starts with the words on it. */
function rangeText([first, last]: DatesRangeValue<string>): string {
  if (!first) return 'Last 25 days';
  const day = (value: string) => dayjs(value).format(DAY_FORMAT);
  return last ? `${day(first)} – ${day(last)}` : day(first);
}

/**
 * Staff: a star's paid orders (by default those changed in the last 25 days, most recent first), each marked
 * played or not played; the marks are saved together with one button, all or none.
 */
export function PlayValidationsTable({ streamerId }: { streamerId: string }) {
  const [range, setRange] = useState<DatesRangeValue<string>>([null, null]);
  const [playFilter, setPlayFilter] = useState<PlayFilter>('all');
  const [page, setPage] = useState(1);
  const [drafts, setDrafts] = useState<Record<string, boolean>>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const orders = usePlayValidations({
    streamerId,
    page,
    ...rangeQuery(range),
    playStatus: playFilter === 'all' ? undefined : playFilter,
  });
  const save = useSavePlayValidations(streamerId);
  const changes: PlayValidationInput[] = Object.entries(drafts).map(([orderId, played]) => ({
    orderId,
    played,
  }));

  const pick = (order: PlayValidationOrderDto, played: boolean) =>
    setDrafts((current) => {
      const next = { ...current };
      const saved = order.playStatus === 'unvalidated' ? undefined : order.playStatus === 'played';
      if (saved === played) delete next[order._id];
      else next[order._id] = played;
      return next;
    });

  const saveAll = () => {
    setSaveError(null);
    save.mutate(changes, {
      onSuccess: ({ message, changed }) => {
        setDrafts({});
        notify.success(`${message} (${changed} ${changed === 1 ? 'order' : 'orders'})`);
      },
      onError: (error) => setSaveError(error instanceof ApiError && error.fromServer ? error.message : null),
    });
  };

  const columns: AdminColumn<PlayValidationOrderDto>[] = [
    {
      header: 'Order',
      cell: (order) => (
        <>
          <Text size="sm" ff="monospace">
            #{order.order_id}
          </Text>
          <Badge size="xs" variant="light" color={order.kind === 'vip' ? 'grape' : 'blue'} mt={4}>
            {order.kind === 'vip' ? 'VIP' : 'Slot'}
          </Badge>
        </>
      ),
    },
    { header: 'Gig and time', maxWidth: 260, cell: (order) => <OrderSubject order={order} /> },
    { header: 'Fan', maxWidth: 200, cell: (order) => <Fan order={order} /> },
    {
      header: 'Amount',
      align: 'right',
      cell: (order) => (
        <Text size="sm" fw={600}>
          {formatMoney({ amount: order.amountPaid ?? order.amount, currency: order.currency })}
        </Text>
      ),
    },
    { header: 'Status', cell: (order) => <OrderStatusBadge status={order.status} /> },
    {
      header: 'Play status',
      cell: (order) => <PlayStatusCell order={order} draft={drafts[order._id]} />,
    },
  ];

  const toggle = (order: PlayValidationOrderDto) => (
    <PlayToggle order={order} draft={drafts[order._id]} onPick={(played) => pick(order, played)} />
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group align="flex-end" gap="sm">
          <DatePickerInput
            type="range"
            label="Updated between"
            placeholder="Last 25 days"
            aria-label={`${rangeText(range)}: the days the orders changed in`}
            valueFormat={DAY_FORMAT}
            leftSection={<IconCalendar size={16} />}
            clearable
            allowSingleDateInRange
            value={range}
            onChange={(value) => {
              setRange(value);
              setPage(1);
            }}
            w={260}
            popoverProps={{ withinPortal: true }}
          />
          <SegmentedControl
            aria-label="Play status"
            data={playFilters}
            value={playFilter}
            onChange={(value) => {
              setPlayFilter(value as PlayFilter);
              setPage(1);
            }}
          />
        </Group>
        <Button
          leftSection={<IconChecks size={16} />}
          disabled={changes.length === 0}
          loading={save.isPending}
          onClick={saveAll}
        >
          {changes.length === 0 ? 'Save validations' : `Save validations (${changes.length})`}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        Times in {timeZoneLabel()}. Only paid orders can be validated; only played orders are paid out.
      </Text>
      {saveError && (
        <Alert
          color="red"
          variant="light"
          title="Nothing was saved"
          withCloseButton
          onClose={() => setSaveError(null)}
        >
          {saveError}
        </Alert>
      )}
      <AdminList
        query={orders}
        paging={{ page, onChange: setPage, noun: 'orders' }}
        empty={{
          icon: <IconClipboardCheck size={28} />,
          title: 'No orders to validate',
          description:
            range[0] && range[1]
              ? 'No paid orders of this star changed in these days.'
              : 'No paid orders of this star changed in the last 25 days. Pick other days to look further back.',
        }}
      >
        {(rows) => (
          <AdminTable
            rows={rows}
            rowKey={(order) => order._id}
            columns={columns}
            actions={{ header: 'Validate', cell: toggle }}
            minWidth={980}
            card={(order) => (
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <div style={{ minWidth: 0 }}>
                    <OrderSubject order={order} />
                    <Text size="xs" c="dimmed" ff="monospace">
                      #{order.order_id} · {order.kind === 'vip' ? 'VIP' : 'Slot'}
                    </Text>
                  </div>
                  <OrderStatusBadge status={order.status} />
                </Group>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <div style={{ minWidth: 0 }}>
                    <Fan order={order} />
                  </div>
                  <Text size="sm" fw={600}>
                    {formatMoney({ amount: order.amountPaid ?? order.amount, currency: order.currency })}
                  </Text>
                </Group>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <div>
                    <PlayStatusCell order={order} draft={drafts[order._id]} />
                  </div>
                  {toggle(order)}
                </Group>
              </Stack>
            )}
          />
        )}
      </AdminList>
    </Stack>
  );
}
