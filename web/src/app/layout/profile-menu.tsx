import type { UserDto } from '@lobby/contracts';
import { Avatar, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconArrowsExchange,
  IconBuildingBank,
  IconId,
  IconLogout,
  IconReportMoney,
  IconTicket,
  IconUser,
  IconVideo,
} from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useConfirmLogout } from '../../features/auth/hooks/use-confirm-logout';
import { useModeratorModeSwitch } from '../../features/moderator/hooks/use-moderator-mode-switch';
import { obsSetupPath } from '../../lib/live-paths';

interface ProfileMenuProps {
  user: UserDto;
  showProfileLink: boolean;
  showModeratorSwitch: boolean;
  /** The streamer whose OBS setup page the menu links to, or null for no link. */
  obsSetupStreamerId: string | null;
}

/** One of the acting streamer's pages; a moderator names the streamer. */
const streamerPagePath = (page: string, user: UserDto, streamerId: string) =>
  `/influencer/${page}${streamerId === user._id ? '' : `?streamerId=${encodeURIComponent(streamerId)}`}`;

export function ProfileMenu({
  user,
  showProfileLink,
  showModeratorSwitch,
  obsSetupStreamerId,
}: ProfileMenuProps) {
  const confirmLogout = useConfirmLogout();
  const moderatorSwitch = useModeratorModeSwitch();

  return (
    <Menu position="bottom-end" width={230} shadow="lg" radius="md" withArrow>
      <Menu.Target>
        {/* Named by hidden text, not aria-label: the initials shown are not part of the name (WCAG 2.5.3). */}
        <UnstyledButton style={{ borderRadius: '50%' }}>
          <VisuallyHidden>Account menu</VisuallyHidden>
          <Avatar
            src={user.images.url}
            name={user.fullName}
            color="initials"
            radius="xl"
            size={38}
            aria-hidden
          />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={700} c="gray.1" truncate>
            {user.fullName}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            @{user.username}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        {showProfileLink && (
          <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} />}>
            Profile
          </Menu.Item>
        )}
        {obsSetupStreamerId && (
          <Menu.Item
            component={Link}
            to={obsSetupPath(obsSetupStreamerId)}
            leftSection={<IconVideo size={16} />}
          >
            Stream with OBS
          </Menu.Item>
        )}
        {obsSetupStreamerId && (
          <Menu.Item
            component={Link}
            to={streamerPagePath('profile', user, obsSetupStreamerId)}
            leftSection={<IconId size={16} />}
          >
            Creator profile
          </Menu.Item>
        )}
        {obsSetupStreamerId && (
          <Menu.Item
            component={Link}
            to={streamerPagePath('promo-codes', user, obsSetupStreamerId)}
            leftSection={<IconTicket size={16} />}
          >
            Promo codes
          </Menu.Item>
        )}
        {obsSetupStreamerId && (
          <Menu.Item
            component={Link}
            to={streamerPagePath('payouts', user, obsSetupStreamerId)}
            leftSection={<IconReportMoney size={16} />}
          >
            Payouts
          </Menu.Item>
        )}
        {obsSetupStreamerId && (
          <Menu.Item
            component={Link}
            to={streamerPagePath('terms-and-conditions', user, obsSetupStreamerId)}
            leftSection={<IconBuildingBank size={16} />}
          >
            Onboarding and bank details
          </Menu.Item>
        )}
        {showModeratorSwitch && (
          <Menu.Item leftSection={<IconArrowsExchange size={16} />} onClick={moderatorSwitch.onSwitch}>
            {moderatorSwitch.label}
          </Menu.Item>
        )}
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={confirmLogout}>
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
