import { LegalLimits, type LegalDocumentDto, type LegalDocumentType } from '@lobby/contracts';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Center,
  Group,
  List,
  Loader,
  Paper,
  Stack,
  Text,
  Textarea,
  Timeline,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useMayCall } from '../../../hooks/use-may-call';
import { confirmDanger } from '../../../lib/confirm-danger';
import { publishRouteOf, useLegalVersions, usePublishLegal } from '../api/admin-legal';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Fewer characters than this is shorter than any real sentence of a legal text. */
export const LEGAL_TEXT_SHORTEST_SENTENCE = 20;

/**
 * Why a detailed text looks like a slip rather than a legal text (one word pasted, a test typed), or null. Staff
 * may still publish it: the warning asks them to look again.
 */
export function legalTextWarning(detailed: string): string | null {
  const text = detailed.trim();
  if (!/\s/.test(text)) return 'The detailed text has no spaces: readers will see one long word.';
  if (text.length < LEGAL_TEXT_SHORTEST_SENTENCE) return 'The detailed text is shorter than a sentence.';
  return null;
}

/** The key points and detailed text of the next version, starting from the current one. */
function Draft({ type, current }: { type: LegalDocumentType; current: LegalDocumentDto | undefined }) {
  const publish = usePublishLegal(type);
  const [keyPoints, setKeyPoints] = useState<string[]>(current?.keyPoints ?? []);
  const [detailed, setDetailed] = useState(current?.detailed ?? '');
  const [error, setError] = useState<string | null>(null);
  const changed =
    detailed.trim() !== (current?.detailed ?? '') ||
    JSON.stringify(keyPoints.map((point) => point.trim()).filter(Boolean)) !==
      JSON.stringify(current?.keyPoints ?? []);

  const submit = () => {
    if (!detailed.trim()) {
      setError('Please enter the detailed text.');
      return;
    }
    const warning = legalTextWarning(detailed);
    confirmDanger({
      title: `Publish version ${(current?.version ?? 0) + 1}?`,
      message: 'It replaces the version in force at once. Published versions can never be changed.',
      warning,
      confirm: warning ? 'Publish anyway' : 'Publish',
      onConfirm: () =>
        publish.mutate({ keyPoints: keyPoints.map((point) => point.trim()).filter(Boolean), detailed }),
    });
  };

  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          Key points
        </Text>
        {keyPoints.map((point, index) => (
          <Group key={index} gap="xs" wrap="nowrap">
            <Textarea
              style={{ flex: 1 }}
              aria-label={`Key point ${index + 1}`}
              autosize
              minRows={1}
              value={point}
              maxLength={LegalLimits.keyPointMax}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setKeyPoints((points) => points.map((other, at) => (at === index ? value : other)));
              }}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove key point ${index + 1}`}
              onClick={() => setKeyPoints((points) => points.filter((_, at) => at !== index))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          leftSection={<IconPlus size={14} />}
          disabled={keyPoints.length >= LegalLimits.keyPointsMax}
          onClick={() => setKeyPoints((points) => [...points, ''])}
        >
          Add key point
        </Button>
      </Stack>
      <Textarea
        label="Detailed text"
        description="Plain text. Leave an empty line between paragraphs."
        value={detailed}
        onChange={(event) => {
          setDetailed(event.currentTarget.value);
          setError(null);
        }}
        error={error}
        maxLength={LegalLimits.detailedMax}
        autosize
        minRows={10}
        maxRows={30}
        withAsterisk
      />
      <Group justify="flex-end">
        <Button onClick={submit} loading={publish.isPending} disabled={!changed}>
          Publish new version
        </Button>
      </Group>
    </Stack>
  );
}

/** Staff: write the next version of a legal text (with the permission to publish) and read every earlier one. */
export function LegalEditor({ type, title }: { type: LegalDocumentType; title: string }) {
  const versions = useLegalVersions(type);
  const mayPublish = useMayCall(publishRouteOf(type));
  const [shown, setShown] = useState<number | null>(null);

  if (versions.isPending)
    return (
      <Center py="xl">
        <Loader type="dots" />
      </Center>
    );
  if (versions.isError) return <Alert color="red">{versions.error.message}</Alert>;
  const [current] = versions.data;
  const viewed = versions.data.find((version) => version.version === shown);

  return (
    <Stack gap="lg" style={{ overflowWrap: 'anywhere' }}>
      {mayPublish && (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {title}: next version
            </Title>
            {/* A new key remounts the draft from the version just published. */}
            <Draft key={current?.version ?? 0} type={type} current={current} />
          </Stack>
        </Paper>
      )}
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Version history
          </Title>
          {versions.data.length === 0 ? (
            <Text c="dimmed" size="sm">
              Nothing published yet.
            </Text>
          ) : (
            <Timeline bulletSize={18} lineWidth={2} active={0}>
              {versions.data.map((version, index) => (
                <Timeline.Item
                  key={version._id}
                  title={
                    <Group gap="xs">
                      <Text size="sm" fw={600}>
                        Version {version.version}
                      </Text>
                      {index === 0 && (
                        <Badge size="xs" color="teal">
                          In force
                        </Badge>
                      )}
                      <Button
                        variant="subtle"
                        size="compact-xs"
                        onClick={() => setShown(shown === version.version ? null : version.version)}
                      >
                        {shown === version.version ? 'Hide' : 'Read'}
                      </Button>
                    </Group>
                  }
                >
                  <Text size="xs" c="dimmed">
                    {dateTime.format(new Date(version.publishedAt))}
                    {version.publishedBy ? '' : ' · first version'}
                  </Text>
                  {viewed?.version === version.version && (
                    <Stack gap="xs" mt="xs">
                      <List size="sm">
                        {version.keyPoints.map((point, at) => (
                          <List.Item key={at}>{point}</List.Item>
                        ))}
                      </List>
                      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                        {version.detailed}
                      </Text>
                    </Stack>
                  )}
                </Timeline.Item>
              ))}
            </Timeline>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
