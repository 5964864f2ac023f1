import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export const profileTabs = [
  'upcoming',
  'past',
  'orders',
  'wallet',
  'notifications',
  'moderation',
  'account',
] as const;
export type ProfileTab = (typeof profileTabs)[number];

const isProfileTab = (value: string | null): value is ProfileTab =>
  (profileTabs as readonly (string | null)[]).includes(value);

/**
 * The profile's tab (`?tab=`) and the order whose invoice is open (`?order=`), kept in the address so a link
 * (such as checkout's "see your invoice") opens them directly. An order without a tab opens on the orders.
 */
export function useProfileTab() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const invoiceOrderId = params.get('order');
  const tab: ProfileTab = isProfileTab(raw) ? raw : invoiceOrderId ? 'orders' : 'upcoming';

  const change = useCallback(
    (key: 'tab' | 'order', value: string | null, replace: boolean) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null) next.delete(key);
          else next.set(key, value);
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  return {
    tab,
    setTab: useCallback((next: ProfileTab) => change('tab', next, false), [change]),
    invoiceOrderId,
    openInvoice: useCallback((orderId: string) => change('order', orderId, true), [change]),
    closeInvoice: useCallback(() => change('order', null, true), [change]),
  };
}
