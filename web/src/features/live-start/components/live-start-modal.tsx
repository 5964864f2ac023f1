import { LiveText, type Currency } from '@lobby/contracts';
import { Button, Group, Loader, Stack, Stepper, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconBroadcast } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { FormModal } from '../../../components/form-modal';
import { refreshLiveState, refreshLiveStateUntilShown } from '../../../hooks/use-acting-live-state';
import { ApiError } from '../../../lib/api-client';
import { isObsPath, liveSessionPath, obsQueueManagementPath } from '../../../lib/live-paths';
import { notify } from '../../../lib/notify';
import { liveSessionByUsernameQueryOptions } from '../api/get-live-session-by-username';
import { useStartLiveSession } from '../api/start-live-session';
import { useLiveStartForm, type LiveStartForm } from '../hooks/use-live-start-form';
import { useLiveStreamer, type LiveStreamer } from '../hooks/use-live-streamer';
import { formProblem, liveStepLabels, LiveStep, priceProblem, toLiveSessionInput } from '../utils/live-form';
import { DetailsStep } from './details-step';
import { GameStep } from './game-step';
import { GigTemplatePicker } from './gig-template-picker';
import { openLiveSuccessModal } from './live-success-modal';
import { PlatformStep } from './platform-step';
import { PriceStep } from './price-step';

interface LiveStartModalProps {
  opened: boolean;
  onClose: () => void;
}

/** The start-a-live-session dialog (spec §2): full screen on phones. */
export function LiveStartModal({ opened, onClose }: LiveStartModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={
        <Group gap={8}>
          <IconBroadcast size={20} color="var(--mantine-color-red-5)" />
          Start a live session
        </Group>
      }
    >
      {/* Unmounted while closed: every opening starts a fresh form. */}
      {(phone) => <LiveStartContent onClose={onClose} compact={phone} />}
    </FormModal>
  );
}

const currencySymbol: Record<Currency, string> = { INR: '₹', USD: '$ ' };

function stepDescriptions(live: LiveStartForm, currency: Currency | null): string[] {
  const { values } = live.form;
  const game = live.game.data;
  const mode = game?.modes.find(({ _id }) => _id === values.gameModeId)?.name;
  const platform = game?.platforms_available.find(({ _id }) => _id === values.platformId)?.platform_name;
  const price = live.done[2] ? `${currency ? currencySymbol[currency] : ''}${values.price}` : '';
  return [[live.gameName, mode].filter(Boolean).join(' · '), platform ?? '', price, ''];
}

function LiveStartContent({ onClose, compact }: { onClose: () => void; compact: boolean }) {
  const streamer = useLiveStreamer();
  const live = useLiveStartForm(streamer);
  const { form, active, setActive, done } = live;
  const start = useStartLiveSession(streamer.streamerIdForBody);
  const [finishing, setFinishing] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const busy = start.isPending || finishing;

  /** A step opens once every step before it is done. */
  const canOpen = (step: number) => done.slice(0, step).every(Boolean);
  const descriptions = stepDescriptions(live, streamer.currency);

  const next = () => {
    if (active === LiveStep.price) live.confirmPrice();
    else if (canOpen(active + 1)) setActive(active + 1);
  };

  const submit = () => {
    const problem = formProblem(form.values, streamer.currency, streamer.priceMinimums);
    if (problem) {
      notify.error(problem);
      if (priceProblem(form.values.price, streamer.currency, streamer.priceMinimums)) {
        form.setFieldValue('price', '');
        setActive(LiveStep.price);
      }
      return;
    }
    start.mutate(toLiveSessionInput(form.values), {
      onSuccess: async (started) => {
        setFinishing(true);
        notify.success(started.message);
        const username = started.liveSession.influencerUsername || streamer.username;
        await Promise.all([
          username
            ? queryClient.fetchQuery(liveSessionByUsernameQueryOptions(username)).catch(() => null)
            : null,
          refreshLiveState(queryClient).catch(() => undefined),
        ]);
        onClose();
        if (username) openLiveSuccessModal(username);
        const id = started.res_live_session_id;
        void refreshLiveStateUntilShown(queryClient, id);
        navigate(isObsPath(pathname) ? obsQueueManagementPath(id) : liveSessionPath(id, streamer.query));
      },
      onError: (error) =>
        notify.error(error instanceof ApiError && error.fromServer ? error.message : LiveText.startFailed),
    });
  };

  return (
    <Stack gap="lg">
      <GigTemplatePicker starId={streamer.starId} query={streamer.query} onPick={live.applyTemplate} />
      <Stepper
        active={active}
        onStepClick={(step) => canOpen(step) && setActive(step)}
        size="sm"
        labelPosition="bottom"
        contentPadding="lg"
      >
        {liveStepLabels.map((label, step) => (
          <Stepper.Step
            key={label}
            label={compact ? undefined : label}
            description={compact ? undefined : descriptions[step]}
            aria-label={compact ? label : undefined}
            allowStepSelect={canOpen(step)}
          >
            {compact && (
              <Text size="xs" c="dimmed" tt="uppercase" fw={700} mb="sm">
                Step {step + 1} of {liveStepLabels.length} · {label}
              </Text>
            )}
            <StepBody step={step} live={live} streamer={streamer} />
          </Stepper.Step>
        ))}
      </Stepper>
      {/* Stays in view at the bottom of the dialog while the details scroll. */}
      <Group
        justify="space-between"
        gap="sm"
        wrap="nowrap"
        pos="sticky"
        bottom={0}
        py="sm"
        mb="calc(var(--mantine-spacing-md) * -1)"
        bg="var(--mantine-color-body)"
        style={{ zIndex: 2, borderTop: '1px solid var(--mantine-color-dark-4)' }}
      >
        <Button
          variant="default"
          leftSection={compact ? undefined : <IconArrowLeft size={16} />}
          px={compact ? 'sm' : undefined}
          aria-label="Back"
          onClick={() => setActive(active - 1)}
          disabled={active === LiveStep.game || busy}
          style={{ visibility: active === LiveStep.game ? 'hidden' : undefined }}
        >
          {compact ? <IconArrowLeft size={18} /> : 'Back'}
        </Button>
        {active < LiveStep.details ? (
          <Button
            rightSection={<IconArrowRight size={16} />}
            onClick={next}
            disabled={active === LiveStep.price ? !form.values.price : !done[active]}
          >
            {active === LiveStep.price ? 'Continue' : 'Next'}
          </Button>
        ) : (
          <Button
            color="red"
            flex={compact ? 1 : undefined}
            px={compact ? 'xs' : undefined}
            onClick={() => !busy && submit()}
            disabled={!form.values.looksGood}
            aria-busy={busy}
            leftSection={busy ? <Loader size={16} color="white" /> : <IconBroadcast size={18} />}
            fw={800}
          >
            {busy ? 'STARTING LIVE SESSION' : 'START LIVE SESSION NOW'}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function StepBody({ step, live, streamer }: { step: number; live: LiveStartForm; streamer: LiveStreamer }) {
  if (step === LiveStep.game) return <GameStep live={live} />;
  if (step === LiveStep.platform) return <PlatformStep live={live} />;
  if (step === LiveStep.price)
    return <PriceStep live={live} currency={streamer.currency} minimums={streamer.priceMinimums} />;
  return <DetailsStep live={live} query={streamer.query} />;
}
