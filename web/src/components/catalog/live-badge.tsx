import { Badge, type BadgeProps } from '@mantine/core';

/** The red 'Live' badge of a star who is playing live right now. */
export function LiveBadge(props: BadgeProps) {
  return (
    <Badge
      color="red"
      variant="filled"
      size="sm"
      radius="sm"
      leftSection={<span aria-hidden style={{ width: 6, height: 6, borderRadius: 6, background: '#fff' }} />}
      {...props}
    >
      Live
    </Badge>
  );
}
