import type { Currency, PromoCodeDto, PromoCodeInput } from '@lobby/contracts';
import { FormModal } from '../../../components/form-modal';
import { PromoCodeForm } from '../../../components/promo-codes/promo-code-form';
import {
  editedPromoCodeInput,
  emptyPromoCodeForm,
  promoCodeFormFromDto,
} from '../../../components/promo-codes/promo-code-values';
import { notify } from '../../../lib/notify';
import { useCreatePromoCode, useUpdatePromoCode } from '../api/promo-codes';

interface PromoCodeModalProps {
  opened: boolean;
  onClose: () => void;
  starId: string;
  query: string;
  /** The currency a fixed amount starts in (the streamer's). */
  currency: Currency;
  /** The code being edited; none for a new code. */
  editing?: PromoCodeDto | null;
}

/** A new promo code, or an existing one's rules to change (uses so far stay counted). */
export function PromoCodeModal({ opened, onClose, editing, ...props }: PromoCodeModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title={editing ? 'Edit promo code' : 'New promo code'}>
      {editing ? (
        <EditForm {...props} code={editing} onDone={onClose} />
      ) : (
        <CreateForm {...props} onDone={onClose} />
      )}
    </FormModal>
  );
}

type FormProps = Pick<PromoCodeModalProps, 'starId' | 'query' | 'currency'> & { onDone: () => void };

function CreateForm({ starId, query, currency, onDone }: FormProps) {
  const create = useCreatePromoCode(starId, query);
  const submit = (input: PromoCodeInput) =>
    create.mutate(input, {
      onSuccess: ({ message }) => {
        notify.success(message);
        onDone();
      },
    });
  return (
    <PromoCodeForm
      label="New promo code"
      initialValues={emptyPromoCodeForm(currency)}
      submitLabel="Create code"
      pending={create.isPending}
      error={create.error}
      onSubmit={submit}
      onCancel={onDone}
    />
  );
}

function EditForm({ starId, query, currency, code, onDone }: FormProps & { code: PromoCodeDto }) {
  const update = useUpdatePromoCode(starId, query);
  const submit = (input: PromoCodeInput) =>
    update.mutate(
      { id: code._id, input: editedPromoCodeInput(input, code) },
      {
        onSuccess: ({ message }) => {
          notify.success(message);
          onDone();
        },
      },
    );
  return (
    <PromoCodeForm
      label="Edit promo code"
      initialValues={promoCodeFormFromDto(code, currency)}
      submitLabel="Save changes"
      pending={update.isPending}
      error={update.error}
      onSubmit={submit}
      onCancel={onDone}
    />
  );
}
