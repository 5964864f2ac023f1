import { Stack, Text } from '@mantine/core';

/** Plain text as paragraphs: a blank line starts a new one, a single line break stays a break. */
export function PlainParagraphs({ text, size = 'sm' }: { text: string; size?: 'sm' | 'md' }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <Stack gap="sm">
      {paragraphs.map((paragraph, index) => (
        <Text key={index} size={size} style={{ whiteSpace: 'pre-line' }}>
          {paragraph}
        </Text>
      ))}
    </Stack>
  );
}
