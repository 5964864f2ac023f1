import {
  Accordion,
  Alert,
  Anchor,
  Center,
  Container,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { PlainParagraphs } from '../../components/plain-paragraphs';
import { usePageTitle } from '../../lib/use-page-title';
import { useFaqs } from '../../features/faqs/api/faqs';
import { groupFaqs, searchFaqs } from '../../features/faqs/components/faq-search';

/** /faqs: every published question by category, each opening its answer; a search narrows them as you type. */
export default function FaqsPage() {
  usePageTitle('FAQs');
  const query = useFaqs();
  const [search, setSearch] = useState('');

  let content;
  if (query.isPending)
    content = (
      <Center py="xl">
        <Loader type="dots" />
      </Center>
    );
  else if (query.isError) content = <Alert color="red">{query.error.message}</Alert>;
  else {
    const groups = groupFaqs(searchFaqs(query.data.faqs, search));
    content =
      groups.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {search.trim() ? 'No question matches your search.' : 'No questions yet.'}
        </Text>
      ) : (
        groups.map((group) => (
          <Stack key={group.name} gap="xs">
            <Title order={2} size="h4">
              {group.name}
            </Title>
            <Accordion variant="separated" radius="md">
              {group.faqs.map((faq) => (
                <Accordion.Item key={faq._id} value={faq._id}>
                  <Accordion.Control>{faq.question}</Accordion.Control>
                  <Accordion.Panel>
                    <Stack gap="xs">
                      <PlainParagraphs text={faq.answer} />
                      <Anchor component={Link} to={`/faqs/${faq.slug}`} size="xs">
                        Link to this question
                      </Anchor>
                    </Stack>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Stack>
        ))
      );
  }

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <PageTitle
          title="Frequently asked questions"
          description="Answers about booking, live queues and stars."
        />
        <TextInput
          aria-label="Search the questions"
          placeholder="Search the questions"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        {content}
        <Text size="sm" c="dimmed">
          Still stuck?{' '}
          <Anchor component={Link} to="/contact-us">
            Contact us
          </Anchor>
          .
        </Text>
      </Stack>
    </Container>
  );
}
