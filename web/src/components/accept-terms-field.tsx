import type { LegalDocumentDto } from '@lobby/contracts';
import { Anchor, Checkbox, List, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { UseQueryResult } from '@tanstack/react-query';
import { PlainParagraphs } from './plain-paragraphs';

/**
 * "I accept the {name} (version N)" for the version in force, whose text opens to be read. Ticked only while
 * `accepted` is that version, so newer terms (after a 409) untick it by themselves.
 */
export function AcceptTermsField({
  terms,
  name,
  accepted,
  onChange,
  error,
}: {
  terms: UseQueryResult<LegalDocumentDto>;
  /** What the document is called in the sentence ('VIP queue terms'). */
  name: string;
  accepted: number | null;
  onChange: (version: number | null) => void;
  error?: string | null;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  if (terms.isError)
    return (
      <Text size="sm" c="red">
        {terms.error.message}
      </Text>
    );
  const version = terms.data?.version;
  return (
    <>
      <Checkbox
        checked={version !== undefined && accepted === version}
        disabled={version === undefined}
        onChange={(event) => onChange(event.currentTarget.checked && version !== undefined ? version : null)}
        error={error}
        label={
          <>
            I accept the{' '}
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={(event) => {
                event.preventDefault();
                open();
              }}
            >
              {name}
            </Anchor>
            {version !== undefined ? ` (version ${version})` : ''}
          </>
        }
      />
      <Modal opened={opened} onClose={close} title={terms.data?.title ?? name} size="lg">
        {terms.data && (
          <Stack gap="sm">
            <Text size="xs" c="dimmed">
              Version {terms.data.version}
            </Text>
            <List size="sm" spacing={4}>
              {terms.data.keyPoints.map((point, index) => (
                <List.Item key={index}>{point}</List.Item>
              ))}
            </List>
            <PlainParagraphs text={terms.data.detailed} />
          </Stack>
        )}
      </Modal>
    </>
  );
}
