import { Badge, Button, Text } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { SectionCard } from '../../../components/section-card';
import {
  requestBrowserPermission,
  useBrowserPermission,
  type BrowserPermission,
} from '../utils/browser-notifications';

const STATES: Record<BrowserPermission, { badge: string; color: string; text: string }> = {
  granted: { badge: 'On', color: 'teal', text: 'This browser shows a system notification for each new one.' },
  default: {
    badge: 'Off',
    color: 'gray',
    text: 'Turn them on to hear about new notifications while Lobby is in another tab.',
  },
  denied: {
    badge: 'Blocked',
    color: 'red',
    text: "Notifications are blocked for this site. Allow them in your browser's site settings (the icon beside the address), then reload the page.",
  },
  unsupported: {
    badge: 'Not available',
    color: 'gray',
    text: "This browser can't show system notifications.",
  },
};

/** Whether this browser may show system notifications, and the button that asks for it. */
export function BrowserNotificationsCard() {
  const permission = useBrowserPermission();
  const state = STATES[permission];
  return (
    <SectionCard
      title="Browser notifications"
      description="Pop-ups inside Lobby show either way; a system notification also reaches you when the tab is in the background."
      aside={
        <Badge variant="light" color={state.color}>
          {state.badge}
        </Badge>
      }
    >
      <Text size="sm">{state.text}</Text>
      {permission === 'default' && (
        <Button
          leftSection={<IconBellRinging size={18} />}
          onClick={() => void requestBrowserPermission()}
          style={{ alignSelf: 'flex-start' }}
        >
          Turn on browser notifications
        </Button>
      )}
    </SectionCard>
  );
}
