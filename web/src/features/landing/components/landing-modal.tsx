import { LANDING_WELCOME_ADVANCE_MS } from '@lobby/contracts';
import { Box, Button, Flex, Modal, Progress, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { HowItWorksIllustration } from './how-it-works-illustration';

type Step = 'welcome' | 'about';

function WelcomeStep({ onNext }: { onNext: () => void }) {
  const [progress, setProgress] = useState(0);
  // Start the bar on the next frame so its CSS transition runs over the whole wait.
  useEffect(() => {
    const frame = requestAnimationFrame(() => setProgress(100));
    const timer = setTimeout(onNext, LANDING_WELCOME_ADVANCE_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [onNext]);

  return (
    <Stack align="center" ta="center" gap="md" py={{ base: 'lg', sm: 'xl' }}>
      <img src="/favicon.svg" alt="" width={72} height={72} />
      <Title order={2} fz={{ base: 28, sm: 36 }}>
        Welcome to{' '}
        <Text span inherit variant="gradient" gradient={{ from: 'violet.3', to: 'pink.4', deg: 90 }}>
          Lobby
        </Text>
      </Title>
      <Text c="dimmed" maw={380}>
        Play with the creators you watch.
      </Text>
      <Progress
        value={progress}
        w={180}
        size="sm"
        radius="xl"
        aria-label="Continuing shortly"
        transitionDuration={LANDING_WELCOME_ADVANCE_MS}
      />
      <Button variant="subtle" color="gray" size="xs" onClick={onNext}>
        Skip
      </Button>
    </Stack>
  );
}

function AboutStep({ onEnter }: { onEnter: () => void }) {
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={2} fz={{ base: 24, sm: 30 }}>
          What is Lobby?
        </Title>
        {/* Two short paragraphs: one block as big as the landing's banner would be the page's largest paint,
            2.5 s after the welcome by design, and so its LCP. */}
        <Text c="gray.4">Lobby is the marketplace where gaming creators sell play sessions.</Text>
        <Text c="gray.4">
          Pick a star you love, book a gig, a paid session in the game you both play, and squad up: get coached,
          run ranked together or just have fun on stream.
        </Text>
      </Stack>
      <Box
        p={{ base: 'sm', sm: 'md' }}
        style={{ borderRadius: 'var(--mantine-radius-lg)', background: 'var(--mantine-color-dark-7)' }}
      >
        <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.6} mb="xs">
          How it works
        </Text>
        <HowItWorksIllustration />
      </Box>
      <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="space-between" gap="sm">
        <Button component={Link} to="/about" variant="default" radius="xl" onClick={onEnter}>
          LEARN MORE (for creators)
        </Button>
        <Button radius="xl" size="md" px="xl" onClick={onEnter} data-autofocus>
          Enter
        </Button>
      </Flex>
    </Stack>
  );
}

export interface LandingModalProps {
  opened: boolean;
  onClose: () => void;
}

/** The first-visit explanation (spec §2 "Landing modal"): a short welcome, then what Lobby is and how it works. */
export function LandingModal({ opened, onClose }: LandingModalProps) {
  const [step, setStep] = useState<Step>('welcome');
  const toAbout = useCallback(() => setStep('about'), []);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={() => setStep('welcome')}
      size="lg"
      radius="lg"
      // Not centred: the taller second step grows the dialog downwards instead of moving it (a layout shift).
      title={<VisuallyHidden>Welcome to Lobby</VisuallyHidden>}
      overlayProps={{ backgroundOpacity: 0.75 }}
    >
      {step === 'welcome' ? <WelcomeStep onNext={toAbout} /> : <AboutStep onEnter={onClose} />}
    </Modal>
  );
}
