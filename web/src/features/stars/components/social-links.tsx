import type { SocialLink } from '@lobby/contracts';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { socialPlatformInfo as platforms } from '../../../components/social-platform';

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
