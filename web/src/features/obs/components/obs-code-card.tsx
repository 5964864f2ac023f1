import { formatObsCode, ObsCodeRules, type ObsCodeDto } from '@lobby/contracts';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { IconKey, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useCreateObsCode } from '../api/create-obs-code';

const secondsLeft = (expiresAt: string) =>
  Math.max(0, Math.round((Date.parse(expiresAt) - Date.now()) / 1000));

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** 'Get a code': the one-time code the OBS dock is signed in with, and how long it still works. */
export function ObsCodeCard({ query }: { query: string }) {
  const create = useCreateObsCode(query);
  const [code, setCode] = useState<ObsCodeDto | null>(null);
  // Re-renders every second so the time left counts down.
  const [, setTick] = useState(0);
  useInterval(() => setTick((tick) => tick + 1), 1000, { autoInvoke: true });
  const left = code ? secondsLeft(code.expiresAt) : 0;

  const getCode = () => create.mutate(undefined, { onSuccess: setCode });
  const expired = code !== null && left === 0;

  return (
    <Paper withBorder radius="md" p="md" bg="dark.6">
      {code && !expired ? (
        <Stack gap="xs" align="center">
          <Text size="xs" c="dimmed" fw={700} tt="uppercase">
            Your code
          </Text>
          <Text
            ff="monospace"
            fz={{ base: 34, sm: 42 }}
            fw={800}
            lts={4}
            aria-label={`Code ${code.code.split('').join(' ')}`}
          >
            {formatObsCode(code.code)}
          </Text>
          <Text size="sm" c="dimmed" ta="center">
            Expires in {clock(left)} (at{' '}
            {new Date(code.expiresAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}). It
            works once; {ObsCodeRules.maxWrongAttempts} wrong tries end it.
          </Text>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconRefresh size={14} />}
            onClick={getCode}
            loading={create.isPending}
          >
            Get a new code
          </Button>
        </Stack>
      ) : (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" maw={420}>
            {expired
              ? 'That code has expired. Get a new one.'
              : `The code signs the OBS dock in as you, without your password. It works once, for ${ObsCodeRules.validMinutes} minutes.`}
          </Text>
          <Button leftSection={<IconKey size={16} />} onClick={getCode} loading={create.isPending}>
            Get a code
          </Button>
        </Group>
      )}
    </Paper>
  );
}
