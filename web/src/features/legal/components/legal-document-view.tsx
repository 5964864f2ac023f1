import type { LegalDocumentType } from '@lobby/contracts';
import { Alert, Center, Container, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PlainParagraphs } from '../../../components/plain-paragraphs';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLegalDocument } from '../api/legal';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

/** A legal text's current version: its title, version and date, the key points, then the detailed text. */
export function LegalDocumentView({
  type,
  title,
  children,
}: {
  type: LegalDocumentType;
  title: string;
  /** Shown between the key points and the detailed text (the cancellation policy's tiers). */
  children?: ReactNode;
}) {
  usePageTitle(title);
  const query = useLegalDocument(type);
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }} style={{ overflowWrap: 'anywhere' }}>
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        {query.isPending ? (
          <Center py="xl">
            <Loader type="dots" />
          </Center>
        ) : query.isError ? (
          <Alert color="red">{query.error.message}</Alert>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              Version {query.data.version} · in force since{' '}
              {dateFormat.format(new Date(query.data.publishedAt))}
            </Text>
            {query.data.keyPoints.length > 0 && (
              <Paper withBorder radius="md" p="md">
                <Stack gap="xs">
                  <Title order={2} size="h5">
                    Key points
                  </Title>
                  <List size="sm" spacing={6}>
                    {query.data.keyPoints.map((point, index) => (
                      <List.Item key={index}>{point}</List.Item>
                    ))}
                  </List>
                </Stack>
              </Paper>
            )}
            {children}
            <Stack gap="xs">
              <Title order={2} size="h4">
                In detail
              </Title>
              <PlainParagraphs text={query.data.detailed} />
            </Stack>
          </>
        )}
      </Stack>
    </Container>
  );
}
