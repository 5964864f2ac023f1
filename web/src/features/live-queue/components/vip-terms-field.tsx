import { Anchor, Checkbox, List, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { PlainParagraphs } from '../../../components/plain-paragraphs';
import { useVipTerms } from '../api/vip-terms';

/**
 * "I accept the VIP queue terms" for the version in force, which opens to be read. `accepted` is the version
 * accepted, or null; a newer version (after a 409) unticks it by itself, as the version no longer matches.
 */
export function VipTermsField({
  accepted,
  onChange,
  error,
}: {
  accepted: number | null;
  onChange: (version: number | null) => void;
  error?: string | null;
}) {
  const terms = useVipTerms();
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
              VIP queue terms
            </Anchor>
            {version !== undefined ? ` (version ${version})` : ''}
          </>
        }
      />
      <Modal opened={opened} onClose={close} title="VIP queue terms" size="lg">
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
