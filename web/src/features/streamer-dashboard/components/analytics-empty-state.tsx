import type { EnoughDataDto } from '@lobby/contracts';
import { Alert, List } from '@mantine/core';

const plural = (count: number, one: string, many: string) => `${count} more ${count === 1 ? one : many}`;

/** Says what analytics still need before the figures mean something (spec is-enough-data-for-analytics). */
export function AnalyticsEmptyState({ enough }: { enough: EnoughDataDto }) {
  return (
    <Alert color="gray" variant="light" title="Not enough data for analytics yet">
      Figures appear once your pages have {enough.required.views} views and you have{' '}
      {enough.required.paidOrders} paid orders. Still needed:
      <List size="sm" mt="xs">
        {enough.missing.views > 0 && (
          <List.Item>{plural(enough.missing.views, 'page view', 'page views')}</List.Item>
        )}
        {enough.missing.paidOrders > 0 && (
          <List.Item>{plural(enough.missing.paidOrders, 'paid order', 'paid orders')}</List.Item>
        )}
      </List>
    </Alert>
  );
}
