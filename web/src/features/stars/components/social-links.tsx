import type { SocialLink, SocialPlatform } from '@lobby/contracts';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import {
  IconBrandDiscord,
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandKick,
  IconBrandTiktok,
  IconBrandTwitch,
  IconBrandX,
  IconBrandYoutube,
  type TablerIcon,
} from '@tabler/icons-react';

const platforms: Record<SocialPlatform, { label: string; icon: TablerIcon; color: string }> = {
  youtube: { label: 'YouTube', icon: IconBrandYoutube, color: 'red' },
  twitch: { label: 'Twitch', icon: IconBrandTwitch, color: 'grape' },
  instagram: { label: 'Instagram', icon: IconBrandInstagram, color: 'pink' },
  x: { label: 'X', icon: IconBrandX, color: 'gray' },
  tiktok: { label: 'TikTok', icon: IconBrandTiktok, color: 'cyan' },
  discord: { label: 'Discord', icon: IconBrandDiscord, color: 'indigo' },
  facebook: { label: 'Facebook', icon: IconBrandFacebook, color: 'blue' },
  kick: { label: 'Kick', icon: IconBrandKick, color: 'lime' },
};

/** A star's social links as round icon buttons that open in a new tab. */
export function SocialLinks({ links, owner }: { links: SocialLink[]; owner: string }) {
  const safe = links.filter((link) => /^https?:\/\//i.test(link.url) && platforms[link.platform]);
  if (safe.length === 0) return null;
  return (
    <Group gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Social links">
      {safe.map((link) => {
        const { label, icon: Icon, color } = platforms[link.platform];
        return (
          <li key={link.platform}>
            <Tooltip label={label}>
              <ActionIcon
                component="a"
                href={link.url}
                target="_blank"
                rel="noopener noreferrer nofollow"
                variant="light"
                color={color}
                radius="xl"
                size="lg"
                aria-label={`${owner} on ${label}`}
              >
                <Icon size={18} />
              </ActionIcon>
            </Tooltip>
          </li>
        );
      })}
    </Group>
  );
}
