import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useLandingModal } from '../hooks/use-landing-modal';
import { LANDING_MODAL_LABEL } from '../stores/landing-modal-store';
import { LandingModal } from './landing-modal';

/**
 * The header button that opens the landing modal again (on phones the menu's item does, see
 * `landingModalMenuAction`); it also holds the modal, which opens by itself on a first visit.
 */
export function LandingModalButton() {
  const { opened, open, close, isVisitor } = useLandingModal();
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
          <Tooltip label={LANDING_MODAL_LABEL}>
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
          </Tooltip>
        </>
      )}
      <LandingModal opened={opened} onClose={close} />
    </>
  );
}
