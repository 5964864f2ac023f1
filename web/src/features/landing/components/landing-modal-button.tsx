import { ActionIcon, Button } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { DeferredTooltip } from '../../../components/deferred-tooltip';
import { lazyPage } from '../../../lib/lazy-page';
import { useLandingModal } from '../hooks/use-landing-modal';
import { LANDING_MODAL_LABEL } from '../stores/landing-modal-store';
import type { LandingModalProps } from './landing-modal';

// The modal (with Mantine's focus trap and scroll lock) loads the first time it opens.
const LandingModal = lazyPage<LandingModalProps>(() =>
  import('./landing-modal').then((m) => ({ default: m.LandingModal })),
);

/**
 * The header button that opens the landing modal again (on phones the menu's item does, see
 * `landingModalMenuAction`); it also holds the modal, which opens by itself on a first visit.
 */
export function LandingModalButton() {
  const { opened, open, close, isVisitor } = useLandingModal();
  // Once opened it stays mounted, so it can play its closing transition.
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  return (
    <>
      {isVisitor && (
        <>
          <Button
            variant="subtle"
            color="gray"
            radius="xl"
            leftSection={<IconHelpCircle size={18} />}
            onClick={open}
            visibleFrom="md"
          >
            {LANDING_MODAL_LABEL}
          </Button>
          <DeferredTooltip label={LANDING_MODAL_LABEL}>
            <ActionIcon
              variant="subtle"
              color="gray"
              radius="xl"
              size="lg"
              aria-label={LANDING_MODAL_LABEL}
              onClick={open}
              visibleFrom="sm"
              hiddenFrom="md"
            >
              <IconHelpCircle size={20} />
            </ActionIcon>
          </DeferredTooltip>
        </>
      )}
      {wanted && (
        <Suspense fallback={null}>
          <LandingModal opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
