import { Anchor, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { usePageDescription } from '../../lib/use-page-description';
import { usePageTitle } from '../../lib/use-page-title';
import { ContactForm } from '../../features/contact/components/contact-form';

/** /contact-us */
export default function ContactUsPage() {
  usePageTitle('Contact us');
  usePageDescription(
    'Questions about bookings, payments, your account or becoming a creator? Write to the Lobby team.',
  );
  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
        <Stack gap="md">
          <Title order={1}>Contact us</Title>
          <Text c="gray.4">
            Questions about a booking, a payment or your account? Want to bring your community to Lobby? Send
            us a message and a person from the team will answer.
          </Text>
          <Card radius="lg" padding="lg" withBorder>
            <Stack gap={6}>
              <Text fw={700}>Before you write</Text>
              <Text size="sm" c="gray.4">
                Many answers are in the{' '}
                <Anchor underline="always" component={Link} to="/faqs">
                  FAQs
                </Anchor>
                . Refunds follow the{' '}
                <Anchor underline="always" component={Link} to="/cancellation-policy">
                  cancellation policy
                </Anchor>
                . Creators can{' '}
                <Anchor underline="always" component={Link} to="/creator-signup">
                  apply here
                </Anchor>
                .
              </Text>
            </Stack>
          </Card>
        </Stack>
        <Card radius="lg" padding="xl" withBorder>
          <ContactForm />
        </Card>
      </SimpleGrid>
    </Container>
  );
}
