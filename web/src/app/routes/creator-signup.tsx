import { SubmissionLimits, SubmissionText } from '@lobby/contracts';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Container,
  Group,
  NumberInput,
  Select,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { countryOptions } from '../../lib/countries';
import { validPlatformHost } from '../../lib/account-rules';
import { notify } from '../../lib/notify';
import { usePageDescription } from '../../lib/use-page-description';
import { usePageTitle } from '../../lib/use-page-title';
import { useCurrentUserFromStore } from '../../stores/auth-store';
import {
  applicationErrorText,
  useSubmitCreatorApplication,
} from '../../features/creator-signup/api/creator-application';

interface ChannelRow {
  platform: string | null;
  url: string;
  followers: number | string;
}

interface Values {
  name: string;
  email: string;
  country: string | null;
  channels: ChannelRow[];
  games: string[];
  why: string;
  website: string;
}

const PLATFORMS = ['Twitch', 'YouTube', 'Kick', 'TikTok', 'Instagram', 'X', 'Discord', 'Other'];
const LINK = /^https:\/\/[^\s.]+\.[^\s]+$/;

/** A channel row left with neither a link nor a follower count: an extra row the applicant didn't fill in. */
const isBlankChannel = (row: ChannelRow) => row.url.trim() === '' && row.followers === '';

/**
 * A channel field's rule, skipped on a blank row while another row is filled: extra rows are optional, only one
 * channel is required.
 */
const channelRule =
  (rule: (value: never, row: ChannelRow) => string | null) =>
  (value: unknown, values: Values, path: string): string | null => {
    const row = values.channels[Number(path.split('.')[1])];
    if (row && isBlankChannel(row) && values.channels.some((other) => !isBlankChannel(other))) return null;
    return rule(value as never, row);
  };

/** /creator-signup: a creator applies with their channels; staff review it beside onboarding. */
export default function CreatorSignupPage() {
  usePageTitle('Become a creator');
  usePageDescription(
    'Apply to sell play sessions on Lobby: tell us about your channels, your games and your community.',
  );
  const user = useCurrentUserFromStore();
  const submit = useSubmitCreatorApplication();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      name: user?.fullName ?? '',
      email: user?.email ?? '',
      country: null,
      channels: [{ platform: 'Twitch', url: '', followers: '' }],
      games: [],
      why: '',
      website: '',
    },
    validate: {
      name: (value) => (value.trim() ? null : SubmissionText.enterName),
      email: (value) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? null : SubmissionText.enterEmail),
      country: (value) => (value ? null : SubmissionText.enterCountry),
      channels: {
        platform: channelRule((value: string | null) => (value ? null : 'Pick the platform')),
        url: channelRule((value: string, row) =>
          LINK.test(value.trim()) ? validPlatformHost(row.platform, value) : 'Paste the full https:// link',
        ),
        followers: channelRule((value: number | string) =>
          typeof value === 'number' && Number.isInteger(value) && value >= 0 ? null : 'How many followers?',
        ),
      },
      games: (value) =>
        value.length > 0 && value.length <= SubmissionLimits.gamesMax ? null : SubmissionText.badGames,
      why: (value) =>
        value.trim() && value.length <= SubmissionLimits.whyMax ? null : SubmissionText.enterWhy,
    },
  });

  const send = form.onSubmit((values) =>
    submit.mutate(
      {
        ...values,
        country: values.country!,
        channels: values.channels
          .filter((row) => !isBlankChannel(row))
          .map((row) => ({
            platform: row.platform!,
            url: row.url.trim(),
            followers: Number(row.followers),
          })),
      },
      {
        onSuccess: ({ message }) => {
          notify.success(message);
          setSentTo(values.email.trim());
        },
        onError: (error) => notify.error(applicationErrorText(error)),
      },
    ),
  );

  return (
    <Container size="sm" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>Become a creator</Title>
          <Text c="gray.4">
            Tell us about your channels and the games you play. We review every application and email you
            within a few days; once approved we set up your account and you can start selling gigs.
          </Text>
        </Stack>
        {sentTo ? (
          <Alert color="teal" icon={<IconCircleCheck size={18} />} title={SubmissionText.applicationSent}>
            We will write to {sentTo}. Applying again with the same email updates your application.
          </Alert>
        ) : (
          <Card radius="lg" padding="xl" withBorder>
            <form onSubmit={send} noValidate>
              <Stack gap="sm">
                <Group grow align="flex-start" wrap="wrap">
                  <TextInput
                    label="Name"
                    required
                    autoComplete="name"
                    miw={220}
                    maxLength={SubmissionLimits.nameMax}
                    {...form.getInputProps('name')}
                  />
                  <TextInput
                    label="Email"
                    type="email"
                    required
                    autoComplete="email"
                    miw={220}
                    {...form.getInputProps('email')}
                  />
                </Group>
                <Select
                  label="Country"
                  required
                  searchable
                  data={countryOptions()}
                  {...form.getInputProps('country')}
                />
                <Stack gap={6}>
                  <Text size="sm" fw={500}>
                    Channels
                  </Text>
                  {form.values.channels.map((_, index) => (
                    <Group key={form.key(`channels.${index}`)} align="flex-start" gap="xs" wrap="wrap">
                      <Select
                        aria-label={`Channel ${index + 1} platform`}
                        data={PLATFORMS}
                        w={130}
                        allowDeselect={false}
                        {...form.getInputProps(`channels.${index}.platform`)}
                      />
                      <TextInput
                        aria-label={`Channel ${index + 1} link`}
                        placeholder="https://twitch.tv/you"
                        style={{ flex: 1 }}
                        miw={200}
                        {...form.getInputProps(`channels.${index}.url`)}
                      />
                      <NumberInput
                        aria-label={`Channel ${index + 1} followers`}
                        placeholder="Followers"
                        min={0}
                        allowDecimal={false}
                        allowNegative={false}
                        thousandSeparator=","
                        w={130}
                        {...form.getInputProps(`channels.${index}.followers`)}
                      />
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        size="lg"
                        aria-label={`Remove channel ${index + 1}`}
                        disabled={form.values.channels.length === 1}
                        onClick={() => form.removeListItem('channels', index)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  ))}
                  {form.values.channels.length < SubmissionLimits.channelsMax && (
                    <Button
                      variant="subtle"
                      size="xs"
                      leftSection={<IconPlus size={14} />}
                      style={{ alignSelf: 'flex-start' }}
                      onClick={() =>
                        form.insertListItem('channels', { platform: null, url: '', followers: '' })
                      }
                    >
                      Add a channel
                    </Button>
                  )}
                </Stack>
                <TagsInput
                  label="Games you play"
                  description="Press Enter after each game, up to 10"
                  required
                  maxTags={SubmissionLimits.gamesMax}
                  {...form.getInputProps('games')}
                />
                <Textarea
                  label="Why Lobby?"
                  required
                  autosize
                  minRows={3}
                  maxLength={SubmissionLimits.whyMax}
                  placeholder="Your community, how you play with viewers today, what you would sell"
                  {...form.getInputProps('why')}
                />
                <div
                  aria-hidden="true"
                  style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
                >
                  <label htmlFor="creator-website">Website</label>
                  <input
                    id="creator-website"
                    tabIndex={-1}
                    autoComplete="off"
                    {...form.getInputProps('website')}
                  />
                </div>
                <Button
                  type="submit"
                  radius="xl"
                  loading={submit.isPending}
                  style={{ alignSelf: 'flex-start' }}
                >
                  Send application
                </Button>
              </Stack>
            </form>
          </Card>
        )}
      </Stack>
    </Container>
  );
}
