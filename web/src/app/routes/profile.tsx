import type { OrderDto, UserDto } from '@lobby/contracts';
import { Container, SimpleGrid, Stack, Tabs } from '@mantine/core';
import {
  IconBell,
  IconShieldCheck,
  IconBroadcast,
  IconCalendarEvent,
  IconHistory,
  IconReceipt,
  IconSettings,
  IconWallet,
} from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { QueuesJoinedList } from '../../features/live-queue/components/queues-joined-list';
import { GiveawayWinBanners } from '../../features/giveaway-wins/components/giveaway-win-banners';
import {
  ModerationInvitationsCard,
  StreamerModeratorsCard,
} from '../../features/moderator/components/moderator-appointments';
import { NotificationSettings } from '../../features/notifications/components/notification-settings';
import { OrderActions } from '../../features/orders/components/order-actions';
import { OrderInvoiceModal } from '../../components/orders/order-invoice-modal';
import { OrdersList } from '../../features/orders/components/orders-list';
import { WalletBalance } from '../../features/orders/components/wallet-balance';
import { useCurrentUser } from '../../features/profile/api/get-current-user';
import { AccountForm } from '../../features/profile/components/account-form';
import { BioForm } from '../../features/profile/components/bio-form';
import { ChangeEmailCard } from '../../features/profile/components/change-email-card';
import { ChangePasswordCard } from '../../features/profile/components/change-password-card';
import { DeleteAccountCard } from '../../features/profile/components/delete-account-card';
import { GamerTagsForm } from '../../features/profile/components/gamer-tags-form';
import { InfluencerProfileCard } from '../../features/profile/components/influencer-profile-card';
import { ProfileDetails } from '../../features/profile/components/profile-details';
import { SocialLinksCard } from '../../features/profile/components/social-links-card';
import { useProfileTab, type ProfileTab } from '../../features/profile/hooks/use-profile-tab';
import { SessionsList } from '../../features/sessions/components/sessions-list';
import { useCurrentUserFromStore } from '../../stores/auth-store';

/** `?tab=live-queues`: the fan's live queue places (kept here, next to the profile feature's own tabs). */
const LIVE_QUEUES_TAB = 'live-queues';

/** The live queues tab is in the address like the others, so links (and a reload) open it. */
function useLiveQueuesTab() {
  const [params, setParams] = useSearchParams();
  return {
    open: params.get('tab') === LIVE_QUEUES_TAB,
    select: () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('tab', LIVE_QUEUES_TAB);
        return next;
      }),
  };
}

/**
 * /profile: the giveaways the user won lately (where a winner's notification leads), who the user is, then tabs for their sessions, live queues, orders and invoices, wallet,
 * notification settings, moderation (a streamer's moderators, or a fan's invitations) and account settings.
 */
export default function ProfilePage() {
  const storedUser = useCurrentUserFromStore();
  const { data: freshUser } = useCurrentUser();
  const { tab, setTab, invoiceOrderId, openInvoice, closeInvoice } = useProfileTab();
  const liveQueues = useLiveQueuesTab();
  const user = freshUser ?? storedUser;
  if (!user) return null;

  const orderActions = (order: OrderDto) => <OrderActions order={order} onOpenInvoice={openInvoice} />;

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <GiveawayWinBanners email={user.email} />
        <ProfileDetails user={user} />
        <Tabs
          value={liveQueues.open ? LIVE_QUEUES_TAB : tab}
          onChange={(value) =>
            value === LIVE_QUEUES_TAB ? liveQueues.select() : value && setTab(value as ProfileTab)
          }
          keepMounted={false}
        >
          <Tabs.List mb="lg">
            <Tabs.Tab value="upcoming" leftSection={<IconCalendarEvent size={16} />}>
              Upcoming sessions
            </Tabs.Tab>
            <Tabs.Tab value="past" leftSection={<IconHistory size={16} />}>
              Past sessions
            </Tabs.Tab>
            <Tabs.Tab value={LIVE_QUEUES_TAB} leftSection={<IconBroadcast size={16} />}>
              Live queues
            </Tabs.Tab>
            <Tabs.Tab value="orders" leftSection={<IconReceipt size={16} />}>
              Orders & invoices
            </Tabs.Tab>
            <Tabs.Tab value="wallet" leftSection={<IconWallet size={16} />}>
              Wallet
            </Tabs.Tab>
            <Tabs.Tab value="notifications" leftSection={<IconBell size={16} />}>
              Notifications
            </Tabs.Tab>
            {mayModerate(user) && (
              <Tabs.Tab value="moderation" leftSection={<IconShieldCheck size={16} />}>
                {user.role === 'influencer' ? 'Moderators' : 'Moderation'}
              </Tabs.Tab>
            )}
            <Tabs.Tab value="account" leftSection={<IconSettings size={16} />}>
              Account
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="upcoming">
            <SessionsList userId={user._id} when="upcoming" renderActions={orderActions} />
          </Tabs.Panel>
          <Tabs.Panel value="past">
            <SessionsList userId={user._id} when="past" renderActions={orderActions} />
          </Tabs.Panel>
          <Tabs.Panel value={LIVE_QUEUES_TAB}>
            <QueuesJoinedList userId={user._id} />
          </Tabs.Panel>
          <Tabs.Panel value="orders">
            <OrdersList userId={user._id} onOpenInvoice={openInvoice} />
          </Tabs.Panel>
          <Tabs.Panel value="wallet">
            <WalletBalance />
          </Tabs.Panel>
          <Tabs.Panel value="notifications">
            <NotificationSettings />
          </Tabs.Panel>
          {mayModerate(user) && (
            <Tabs.Panel value="moderation">
              {user.role === 'influencer' ? <StreamerModeratorsCard /> : <ModerationInvitationsCard />}
            </Tabs.Panel>
          )}
          <Tabs.Panel value="account">
            <AccountSettings user={user} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
      <OrderInvoiceModal orderId={invoiceOrderId} onClose={closeInvoice} />
    </Container>
  );
}

/** Streamers manage their moderators here; fans and moderators answer invitations. Staff can't be moderators. */
function mayModerate(user: UserDto): boolean {
  return !user.isAdmin;
}

function AccountSettings({ user }: { user: UserDto }) {
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      {user.role === 'influencer' && <InfluencerProfileCard user={user} />}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        <Stack gap="lg">
          <AccountForm user={user} />
          <ChangeEmailCard
            user={user}
            onCodeSent={({ token, email }) =>
              navigate(`/change-email/verifyotp/${encodeURIComponent(token)}/${encodeURIComponent(email)}`)
            }
          />
          <BioForm bio={user.bio} />
        </Stack>
        <Stack gap="lg">
          <GamerTagsForm gamerTags={user.gamerTags} />
          <SocialLinksCard links={user.socialLinks} />
          <ChangePasswordCard />
        </Stack>
      </SimpleGrid>
      <DeleteAccountCard />
    </Stack>
  );
}
