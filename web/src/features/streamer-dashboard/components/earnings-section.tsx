import '@mantine/charts/styles.css';
import {
  EarningsWindowsDays,
  formatMoney,
  toMajorUnits,
  toMinorUnits,
  type EarningsWindow,
} from '@lobby/contracts';
import { BarChart } from '@mantine/charts';
import {
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { SectionCard } from '../../../components/section-card';
import { timeZoneLabel } from '../../../lib/viewer-time';
import { useEarningsByDay, useEarningsSummary } from '../api/get-earnings';

interface EarningsSectionProps {
  starId: string;
  query: string;
  timeZone: string;
}

/**
 * Spec §3 "Earnings": total and the last 7, 30 and 90 days, and a chart per day of the chosen window, in the
 * currency the streamer earns in (never converted: each figure is a sum of the ledger's entries) and in the
 * days of `timeZone`, named on the card.
 */
export function EarningsSection({ starId, query, timeZone }: EarningsSectionProps) {
  const summary = useEarningsSummary(starId, query, timeZone);
  const [days, setDays] = useState<EarningsWindow>(7);
  const series = useEarningsByDay(starId, query, timeZone, days);

  return (
    <SectionCard
      title="Earnings"
      description={`After the platform fee, net of refunds. Days in ${timeZoneLabel(timeZone)}.`}
    >
      {summary.isError ? (
        <Alert color="red" variant="light" title="Earnings could not be loaded">
          <Button size="xs" variant="light" color="red" onClick={() => void summary.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
          {(
            [
              ['Total', summary.data?.totalEarnings],
              ['Last 7 days', summary.data?.last7Days],
              ['Last 30 days', summary.data?.last30Days],
              ['Last 90 days', summary.data?.last90Days],
            ] as const
          ).map(([label, amount]) => (
            <Paper key={label} withBorder radius="md" p="md" data-testid={`earnings-${label}`}>
              <Text size="sm" c="dimmed">
                {label}
              </Text>
              {summary.data && amount !== undefined ? (
                <Text fz={{ base: 'lg', sm: 'xl' }} fw={700}>
                  {formatMoney({ amount, currency: summary.data.currency })}
                </Text>
              ) : (
                <Skeleton height={28} mt={4} width="70%" />
              )}
            </Paper>
          ))}
        </SimpleGrid>
      )}

      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Text fw={600}>Per day</Text>
          <SegmentedControl
            size="xs"
            aria-label="Chart window"
            value={String(days)}
            onChange={(value) => setDays(Number(value) as EarningsWindow)}
            data={EarningsWindowsDays.map((window) => ({ value: String(window), label: `${window} days` }))}
          />
        </Group>
        {series.data ? (
          <div role="figure" aria-label={`Earnings per day, last ${days} days`}>
            <BarChart
              h={220}
              data={series.data.series.map((day) => ({
                day: dayjs(day.date).format(days === 7 ? 'ddd D' : 'D MMM'),
                earnings: toMajorUnits(day.earnings),
              }))}
              dataKey="day"
              series={[{ name: 'earnings', label: 'Earnings', color: 'violet.6' }]}
              valueFormatter={(value) =>
                formatMoney({ amount: toMinorUnits(value), currency: series.data.currency })
              }
              gridAxis="none"
              withBarValueLabel={days === 7}
              tickLine="none"
              withYAxis={false}
            />
          </div>
        ) : series.isError ? (
          <Text c="dimmed" size="sm">
            The chart could not be loaded.
          </Text>
        ) : (
          <Skeleton height={220} />
        )}
      </Stack>
    </SectionCard>
  );
}
