import { ObsCodeRules } from '@lobby/contracts';
import { Alert, Anchor, Container, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconInfoCircle, IconLayoutSidebarRight, IconLogin2, IconStack2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { OBS_CODE_SIGN_IN_PATH, obsOverlayPath } from '../../../lib/live-paths';
import { useCurrentUserFromStore } from '../../../stores/auth-store';
import { CopyField } from './copy-field';
import { ObsCodeCard } from './obs-code-card';
import { ObsSessionsCard } from './obs-sessions-card';

function SetupStep({
  step,
  icon,
  title,
  children,
}: {
  step: number;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="xs" fw={700} c="violet.3" tt="uppercase">
            Step {step}
          </Text>
          <Title order={2} fz={{ base: 'lg', sm: 'xl' }}>
            <ThemeIcon variant="light" radius="md" size={30} mr={10} style={{ verticalAlign: 'middle' }}>
              {icon}
            </ThemeIcon>
            {title}
          </Title>
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * How a streamer adds Lobby to OBS (spec §2 /influencer/obs/setup/{influencerId}): the dock that runs the live
 * session, signed in with a one-time code, and the overlay over the stream. The code is only offered to
 * that streamer and their moderators; anyone can read the steps.
 */
export function ObsSetup({ influencerId }: { influencerId: string }) {
  const user = useCurrentUserFromStore();
  const origin = window.location.origin;
  const isThemself = user?.role === 'influencer' && user._id === influencerId;
  const isTheirModerator = user?.role === 'moderator' && user.modStreamers.includes(influencerId);
  const query = isTheirModerator ? `?streamerId=${encodeURIComponent(influencerId)}` : '';

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Stream with OBS
          </Title>
          <Text c="dimmed">
            Run your live sessions without leaving OBS: start a session, call fans in and send lobby codes
            from a dock, and show your queue on stream.
          </Text>
        </Stack>

        <SetupStep step={1} icon={<IconLayoutSidebarRight size={18} />} title="Add Lobby as a dock">
          <List size="sm" spacing={4} c="gray.3">
            <List.Item>
              In OBS, open <b>Docks › Custom Browser Docks…</b>
            </List.Item>
            <List.Item>
              Name it <b>Lobby</b>, paste this address as its URL and press <b>Apply</b>.
            </List.Item>
          </List>
          <CopyField label="Dock address" value={`${origin}${OBS_CODE_SIGN_IN_PATH}`} />
        </SetupStep>

        <SetupStep step={2} icon={<IconLogin2 size={18} />} title="Sign the dock in">
          <Text size="sm" c="gray.3">
            The dock asks for a {ObsCodeRules.length}-character code. Get one here and type it in the dock: it
            signs in as {isTheirModerator ? 'this streamer' : 'you'}, then opens the page to go live.
          </Text>
          {isThemself || isTheirModerator ? (
            <>
              <ObsCodeCard query={query} />
              <ObsSessionsCard query={query} />
            </>
          ) : (
            <Alert variant="light" color="violet" icon={<IconInfoCircle />}>
              {user ? (
                'Only this streamer and their moderators can get a code.'
              ) : (
                <>
                  <Anchor component={Link} to="/login" fw={600} inherit>
                    Log in
                  </Anchor>{' '}
                  as this streamer to get a code.
                </>
              )}
            </Alert>
          )}
        </SetupStep>

        <SetupStep step={3} icon={<IconStack2 size={18} />} title="Show your queue on stream">
          <List size="sm" spacing={4} c="gray.3">
            <List.Item>
              In your scene, add a source: <b>+ › Browser</b>.
            </List.Item>
            <List.Item>
              Paste this address as its URL, set the size to <b>1920 × 1080</b> and leave the page
              transparent.
            </List.Item>
          </List>
          <CopyField label="Overlay address" value={`${origin}${obsOverlayPath(influencerId)}`} />
        </SetupStep>
      </Stack>
    </Container>
  );
}
