import { ContactTopics, SubmissionLimits, SubmissionText, type ContactTopic } from '@lobby/contracts';
import { Alert, Button, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { useCurrentUserFromStore } from '../../../stores/auth-store';
import { contactErrorText, useSubmitContactForm } from '../api/contact';

interface Values {
  name: string;
  email: string;
  subject: ContactTopic | null;
  message: string;
  /** The honeypot: hidden from people (off screen, out of the tab order), filled by bots. */
  website: string;
}

/** The contact form (POST /api/post/submit-form); a signed-in user's name and email are filled in. */
export function ContactForm() {
  const user = useCurrentUserFromStore();
  const submit = useSubmitContactForm();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      name: user?.fullName ?? '',
      email: user?.email ?? '',
      subject: null,
      message: '',
      website: '',
    },
    validate: {
      name: (value) => (value.trim() ? null : SubmissionText.enterName),
      email: (value) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? null : SubmissionText.enterEmail),
      subject: (value) => (value ? null : SubmissionText.pickTopic),
      message: (value) =>
        !value.trim()
          ? SubmissionText.enterMessage
          : value.length > SubmissionLimits.messageMax
            ? SubmissionText.messageTooLong
            : null,
    },
  });

  const send = form.onSubmit((values) =>
    submit.mutate(
      { ...values, subject: values.subject! },
      {
        onSuccess: ({ message }) => {
          notify.success(message);
          setSentTo(values.email.trim());
          form.setFieldValue('message', '');
        },
        onError: (error) => notify.error(contactErrorText(error)),
      },
    ),
  );

  return (
    <form onSubmit={send} noValidate>
      <Stack gap="sm">
        {sentTo && (
          <Alert color="teal" icon={<IconCircleCheck size={18} />} title={SubmissionText.submitted}>
            Thanks! We read every message and reply to {sentTo}, usually within two working days.
          </Alert>
        )}
        <TextInput
          label="Name"
          required
          autoComplete="name"
          maxLength={SubmissionLimits.nameMax}
          {...form.getInputProps('name')}
        />
        <TextInput
          label="Email"
          type="email"
          required
          autoComplete="email"
          maxLength={SubmissionLimits.emailMax}
          {...form.getInputProps('email')}
        />
        <Select
          label="Topic"
          required
          placeholder="What is it about?"
          data={[...ContactTopics]}
          allowDeselect={false}
          {...form.getInputProps('subject')}
        />
        <Textarea
          label="Message"
          required
          autosize
          minRows={5}
          maxRows={12}
          maxLength={SubmissionLimits.messageMax}
          description={`${form.values.message.length} / ${SubmissionLimits.messageMax}`}
          {...form.getInputProps('message')}
        />
        <div
          aria-hidden="true"
          style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
        >
          <label htmlFor="contact-website">Website</label>
          <input id="contact-website" tabIndex={-1} autoComplete="off" {...form.getInputProps('website')} />
        </div>
        <Button
          type="submit"
          radius="xl"
          loading={submit.isPending}
          mt="xs"
          style={{ alignSelf: 'flex-start' }}
        >
          Send message
        </Button>
        <Text size="xs" c="dimmed">
          We use your email only to answer this message.
        </Text>
      </Stack>
    </form>
  );
}
