import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';

export function Logo() {
  return (
    <UnstyledButton component={Link} to="/" aria-label="Lobby home">
      <Group gap={8} wrap="nowrap">
        <img src="/favicon.svg" alt="" width={30} height={30} />
        <Text
          fw={900}
          fz={22}
          lts={-0.5}
          variant="gradient"
          gradient={{ from: 'violet.3', to: 'pink.4', deg: 90 }}
        >
          Lobby
        </Text>
      </Group>
    </UnstyledButton>
  );
}
