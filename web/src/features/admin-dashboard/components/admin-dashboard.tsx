import '@mantine/charts/styles.css';
import {
  type AdminDashboardDto,
  type Currency,
  type CurrencyAmount,
  formatMoney,
  routes,
  type SalesFiguresDto,
  toMajorUnits,
  toMinorUnits,
  type WindowedCount,
} from '@lobby/contracts';
import { BarChart } from '@mantine/charts';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { IconCash, IconFlag, IconIdBadge2, IconReceipt, IconUserPlus, IconUsers } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { timeZoneLabel, viewerTimeZone } from '../../../lib/viewer-time';
import { useAdminDashboard } from '../api/get-dashboard';
import { useMayCall } from '../../../hooks/use-may-call';

const windows: { key: keyof WindowedCount; label: string }[] = [
  { key: 'today', label: 'Today' },
  { key: 'week', label: 'Last 7 days' },
  { key: 'month', label: 'Last 30 days' },
];

function Card({
  title,
  icon,
  children,
  testId,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Paper withBorder radius="lg" p="md" data-testid={testId}>
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon variant="light" radius="md" size="md">
            {icon}
          </ThemeIcon>
          <Text fw={600}>{title}</Text>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fz={{ base: 'lg', sm: 'xl' }} fw={700} lh={1.3}>
        {value}
      </Text>
    </div>
  );
}

/**
 * A money figure on a line of its own, its label beside it: amounts such as ₹223,420.09 are too wide for a
 * third of a card, so they never share a row with another figure (they wrap under the label when even a row is
 * too narrow).
 */
function MoneyFigure({ label, amounts }: { label: string; amounts: CurrencyAmount[] }) {
  return (
    <Group justify="space-between" align="baseline" gap={4} wrap="wrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={{ base: 'lg', sm: 'xl' }} fw={700} lh={1.3} ta="right" style={{ overflowWrap: 'anywhere' }}>
        <Amounts amounts={amounts} />
      </Text>
    </Group>
  );
}

function Amounts({ amounts }: { amounts: CurrencyAmount[] }) {
  if (amounts.length === 0) return <>—</>;
  return (
    <Stack gap={0}>
      {amounts.map((money) => (
        <span key={money.currency}>{formatMoney(money)}</span>
      ))}
    </Stack>
  );
}

function Counts({ counts, only }: { counts: WindowedCount; only?: (keyof WindowedCount)[] }) {
  return (
    <SimpleGrid cols={only?.length ?? 3} spacing="xs">
      {windows
        .filter(({ key }) => !only || only.includes(key))
        .map(({ key, label }) => (
          <Figure key={key} label={label} value={counts[key]} />
        ))}
    </SimpleGrid>
  );
}

function SalesChart({ sales }: { sales: SalesFiguresDto }) {
  const currencies = [...new Set(sales.byDay.map((row) => row.currency))] as Currency[];
  const [picked, setPicked] = useState<Currency | null>(null);
  const currency = picked && currencies.includes(picked) ? picked : currencies[0];
  if (!currency)
    return (
      <Text size="sm" c="dimmed">
        No sales in the last 30 days.
      </Text>
    );
  const data = sales.byDay
    .filter((row) => row.currency === currency)
    .map((row) => ({ day: dayjs(row.day).format('D MMM'), sales: toMajorUnits(row.amount) }));
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="sm">
        <Text fw={600}>Sales per day, last 30 days</Text>
        {currencies.length > 1 && (
          <SegmentedControl
            size="xs"
            aria-label="Currency"
            value={currency}
            onChange={(value) => setPicked(value as Currency)}
            data={currencies}
          />
        )}
      </Group>
      <div role="figure" aria-label={`Sales per day in ${currency}, last 30 days`}>
        <BarChart
          h={220}
          data={data}
          dataKey="day"
          series={[{ name: 'sales', label: `Sales (${currency})`, color: 'violet.6' }]}
          valueFormatter={(value) => formatMoney({ amount: toMinorUnits(value), currency })}
          gridAxis="none"
          tickLine="none"
          xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
        />
      </div>
    </Stack>
  );
}

function SalesCards({ sales }: { sales: SalesFiguresDto }) {
  return (
    <>
      <Card title="Gross sales" icon={<IconCash size={18} />} testId="dashboard-sales">
        <Text size="xs" c="dimmed">
          What fans paid, less refunds, per currency (never converted).
        </Text>
        <Stack gap={6}>
          {windows.map(({ key, label }) => (
            <MoneyFigure key={key} label={label} amounts={sales.gross[key]} />
          ))}
        </Stack>
      </Card>
      <Card title="Paid orders" icon={<IconReceipt size={18} />} testId="dashboard-orders">
        <Counts counts={sales.paidOrders} />
      </Card>
      <Card title="Payouts due" icon={<IconCash size={18} />} testId="dashboard-payouts">
        <Figure label="Streamers" value={sales.payoutsDue.streamers} />
        <MoneyFigure label="Remaining" amounts={sales.payoutsDue.amounts} />
      </Card>
    </>
  );
}

function Cards({ dashboard }: { dashboard: AdminDashboardDto }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {dashboard.sales && <SalesCards sales={dashboard.sales} />}
        {dashboard.fans && (
          <Card title="New fans" icon={<IconUserPlus size={18} />} testId="dashboard-fans">
            <Counts counts={dashboard.fans.newFans} />
          </Card>
        )}
        {dashboard.streamers && (
          <Card title="Streamers" icon={<IconUsers size={18} />} testId="dashboard-streamers">
            <SimpleGrid cols={3} spacing="xs">
              <Figure label="New, 7 days" value={dashboard.streamers.newStreamers.week} />
              <Figure label="New, 30 days" value={dashboard.streamers.newStreamers.month} />
              <Figure
                label="Live now"
                value={dashboard.streamers.liveNow === null ? '—' : String(dashboard.streamers.liveNow)}
              />
            </SimpleGrid>
          </Card>
        )}
        {dashboard.reports && (
          <Card title="Pending reports" icon={<IconFlag size={18} />} testId="dashboard-reports">
            <SimpleGrid cols={2} spacing="xs">
              <Figure label="Reports" value={dashboard.reports.reports} />
              <Figure label="Accounts" value={dashboard.reports.accounts} />
            </SimpleGrid>
            <Anchor component={Link} to="/admin/reported-users" size="sm">
              Review reports
            </Anchor>
          </Card>
        )}
        {dashboard.onboarding && (
          <Card title="Onboarding" icon={<IconIdBadge2 size={18} />} testId="dashboard-onboarding">
            <Figure label="Waiting for verification" value={dashboard.onboarding.waiting} />
            <Anchor component={Link} to="/admin/verify-onboarding-details" size="sm">
              Verify onboarding
            </Anchor>
          </Card>
        )}
      </SimpleGrid>
      {dashboard.sales && (
        <Paper withBorder radius="lg" p="md">
          <SalesChart sales={dashboard.sales} />
        </Paper>
      )}
    </Stack>
  );
}

/**
 * Staff: the figures of every card the member may read (issue 17 item 2), in the viewer's time zone, named on the
 * page. Cards come from the services that own them; the page refreshes every minute.
 */
export function AdminDashboard() {
  const [timeZone] = useState(viewerTimeZone);
  const mayRead = useMayCall(routes.adminDashboard.get);
  const dashboard = useAdminDashboard(timeZone, mayRead);
  if (!mayRead)
    return (
      <Alert color="blue" variant="light" title="No figures for your permissions">
        The dashboard shows sales, people, reports and onboarding to staff who may read them. The pages your
        role may open are in the menu.
      </Alert>
    );
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Days in {timeZoneLabel(timeZone)}.
      </Text>
      {dashboard.isError ? (
        <Alert color="red" variant="light" title="The dashboard could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{dashboard.error.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void dashboard.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : dashboard.data ? (
        <Cards dashboard={dashboard.data} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {[1, 2, 3].map((key) => (
            <Skeleton key={key} height={140} radius="lg" />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
