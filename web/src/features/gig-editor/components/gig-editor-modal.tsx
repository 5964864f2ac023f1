import type { GigDto } from '@lobby/contracts';
import { FormModal } from '../../../components/form-modal';
import { GigForm, type GigFormProps } from './gig-form';

interface GigEditorModalProps extends Omit<GigFormProps, 'gig' | 'onCancel'> {
  opened: boolean;
  /** The gig to edit, or null to add one. */
  gig: GigDto | null;
  onClose: () => void;
}

/** The gig form in a dialog: full screen on phones, wide on larger screens. */
export function GigEditorModal({ opened, gig, onClose, ...formProps }: GigEditorModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title={gig ? 'Edit gig' : 'Add a gig'}>
      {/* Every opening starts from the gig as saved. */}
      <GigForm key={gig?._id ?? 'new'} gig={gig} onCancel={onClose} {...formProps} />
    </FormModal>
  );
}
