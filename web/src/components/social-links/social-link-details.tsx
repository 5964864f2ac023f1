import { Anchor, Text } from '@mantine/core';

/** A saved social link's platform name over its address (opened in a new tab), in a row of the links card. */
export function SocialLinkDetails({ label, url }: { label: string; url: string }) {
  return (
    <div style={{ flex: 1, minWidth: 0 }}>
      <Text size="sm" fw={700}>
        {label}
      </Text>
      <Anchor
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
        c="dimmed"
        truncate="end"
        display="block"
      >
        {url}
      </Anchor>
    </div>
  );
}
