import type { GigDto } from '@lobby/contracts';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { GigForm, type GigFormProps } from './gig-form';

interface GigEditorModalProps extends Omit<GigFormProps, 'gig' | 'onCancel'> {
  opened: boolean;
  /** The gig to edit, or null to add one. */
  gig: GigDto | null;
  onClose: () => void;
}

/** The gig form in a dialog: full screen on phones, wide on larger screens. */
export function GigEditorModal({ opened, gig, onClose, ...formProps }: GigEditorModalProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={gig ? 'Edit gig' : 'Add a gig'}
      size="xl"
      fullScreen={phone}
      radius={phone ? 0 : 'lg'}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
      transitionProps={{ transition: phone ? 'slide-up' : 'pop' }}
    >
      {/* The modal unmounts its content when closed, so every opening starts from the gig as saved. */}
      <GigForm key={gig?._id ?? 'new'} gig={gig} onCancel={onClose} {...formProps} />
    </Modal>
  );
}
