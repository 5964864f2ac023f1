import '@mantine/charts/styles.css';
import { formatMoney, type FullAnalyticsDto } from '@lobby/contracts';
import { BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Text } from '@mantine/core';

/** The conversion funnel of a window as bars (views → clicks → checkouts started → paid) and its totals. */
export function AnalyticsFunnel({ analytics }: { analytics: FullAnalyticsDto }) {
  const { funnel, rates } = analytics;
  const steps = [
    { step: 'Page views', count: funnel.views },
    { step: 'Clicks', count: funnel.clicks },
    { step: 'Checkouts started', count: funnel.checkoutsStarted },
    { step: 'Paid', count: funnel.paid },
  ];
  const totals = [
    ['Click-through', `${rates.clickThrough} %`],
    ['Views to paid', `${rates.overall} %`],
    ['Paying fans', String(analytics.uniqueFans)],
    [
      'Revenue',
      analytics.revenue.length > 0
        ? analytics.revenue.map((money) => formatMoney(money)).join(' + ')
        : formatMoney({ amount: 0, currency: 'USD' }),
    ],
  ] as const;
  return (
    <>
      <div role="figure" aria-label={`Conversion funnel, last ${analytics.days} days`}>
        <BarChart
          h={220}
          data={steps}
          dataKey="step"
          series={[{ name: 'count', label: 'Count', color: 'violet.6' }]}
          withBarValueLabel
          gridAxis="none"
          tickLine="none"
          withYAxis={false}
        />
      </div>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        {totals.map(([label, value]) => (
          <Paper key={label} withBorder radius="md" p="md" data-testid={`analytics-${label}`}>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text fz="lg" fw={700}>
              {value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </>
  );
}
