import { SubmissionText, type EarlyAccessRole } from '@lobby/contracts';
import { Button, Modal, SegmentedControl, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSubmitEarlyAccess } from '../api/early-access';

interface Values {
  email: string;
  name: string;
  role: EarlyAccessRole;
  links: string[];
  /** The honeypot: hidden from people, filled by bots. */
  website: string;
}

/** 400 and 429 carry the server's reason; anything else is the spec's form error. */
export const submitErrorText = (error: unknown) =>
  error instanceof ApiError && error.fromServer && (error.status === 400 || error.status === 429)
    ? error.message
    : SubmissionText.failed;

/** The early-access form (POST /api/v1/submit/get-early-access) in a dialog. */
export function EarlyAccessModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const submit = useSubmitEarlyAccess();
  const form = useForm<Values>({
    initialValues: { email: '', name: '', role: 'creator', links: [], website: '' },
    validate: {
      email: (value) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? null : SubmissionText.enterEmail),
      links: (value) =>
        value.length <= 5 && value.every((link) => /^https:\/\/[^\s.]+\.[^\s]+$/.test(link))
          ? null
          : SubmissionText.badLinks,
    },
  });

  const send = form.onSubmit((values) =>
    submit.mutate(
      { ...values, name: values.name.trim() || null },
      {
        onSuccess: ({ message }) => {
          notify.success(message);
          form.reset();
          onClose();
        },
        onError: (error) => notify.error(submitErrorText(error)),
      },
    ),
  );

  return (
    <Modal opened={opened} onClose={onClose} title="Get early access" centered radius="lg">
      <form onSubmit={send} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Tell us who you are and we will email you when your invite is ready.
          </Text>
          <SegmentedControl
            aria-label="I am a"
            fullWidth
            data={[
              { value: 'creator', label: "I'm a creator" },
              { value: 'fan', label: "I'm a fan" },
            ]}
            {...form.getInputProps('role')}
          />
          <TextInput
            label="Email"
            type="email"
            required
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Name (optional)"
            autoComplete="name"
            maxLength={100}
            {...form.getInputProps('name')}
          />
          {form.values.role === 'creator' && (
            <TagsInput
              label="Your channels (optional)"
              description="Paste a full https:// link and press Enter, up to 5"
              maxTags={5}
              {...form.getInputProps('links')}
            />
          )}
          <div
            aria-hidden="true"
            style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
          >
            <label htmlFor="early-access-website">Website</label>
            <input
              id="early-access-website"
              tabIndex={-1}
              autoComplete="off"
              {...form.getInputProps('website')}
            />
          </div>
          <Button type="submit" radius="xl" loading={submit.isPending} mt="xs">
            Get Early Access
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
