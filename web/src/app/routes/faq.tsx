import { Alert, Anchor, Badge, Card, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { PlainParagraphs } from '../../components/plain-paragraphs';
import { isNotFoundError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { useFaq } from '../../features/faqs/api/faqs';

/** /faqs/{slug}: one question with its answer, and related ones. */
export default function FaqPage() {
  const { slug = '' } = useParams();
  const query = useFaq(slug);
  usePageTitle(query.data?.faq.question ?? 'FAQ');

  if (query.isPending)
    return (
      <Center py="xl">
        <Loader type="dots" />
      </Center>
    );
  if (query.isError)
    return (
      <Container size="sm" py="xl">
        <Alert color={isNotFoundError(query.error) ? 'gray' : 'red'}>
          {query.error.message}{' '}
          <Anchor component={Link} to="/faqs">
            All questions
          </Anchor>
        </Alert>
      </Container>
    );
  const { faq, related } = query.data;

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Anchor component={Link} to="/faqs" size="sm">
          ← All questions
        </Anchor>
        <Stack gap="xs" component="article">
          <Badge variant="light" w="fit-content">
            {faq.category}
          </Badge>
          <Title order={1} size="h2">
            {faq.question}
          </Title>
          <PlainParagraphs text={faq.answer} size="md" />
        </Stack>
        {related.length > 0 && (
          <Stack gap="xs">
            <Title order={2} size="h4">
              Related questions
            </Title>
            {related.map((other) => (
              <Card
                key={other._id}
                withBorder
                radius="md"
                padding="sm"
                component={Link}
                to={`/faqs/${other.slug}`}
              >
                <Text size="sm" fw={600}>
                  {other.question}
                </Text>
              </Card>
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
