import { routes, type FaqDto } from '@lobby/contracts';
import { useState } from 'react';
import { AdminAddButton, AdminPage } from '../../../components/admin/admin-page';
import { FormModal } from '../../../components/form-modal';
import { useMayCall } from '../../../hooks/use-may-call';
import { useAdminFaqs, useSaveFaq } from '../../../features/admin-faqs/api/admin-faqs';
import { FaqForm } from '../../../features/admin-faqs/components/faq-form';
import { FaqRows } from '../../../features/admin-faqs/components/faq-rows';

/** /admin/faqs */
export default function AdminFaqsPage() {
  const mayAdd = useMayCall(routes.adminFaqs.create);
  const faqs = useAdminFaqs();
  const save = useSaveFaq();
  /** undefined: closed; null: a new question. */
  const [editing, setEditing] = useState<FaqDto | null | undefined>(undefined);
  const categories = [...new Set((faqs.data ?? []).map((faq) => faq.category))];

  return (
    <AdminPage
      title="FAQs"
      description="The questions on /faqs, in the order shown there. Hidden ones stay here until published."
      size="md"
      action={mayAdd && <AdminAddButton onClick={() => setEditing(null)}>Add FAQ</AdminAddButton>}
    >
      <FaqRows onEdit={setEditing} />
      <FormModal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? 'Edit FAQ' : 'New FAQ'}
      >
        <FaqForm
          faq={editing ?? null}
          categories={categories}
          saving={save.isPending}
          onCancel={() => setEditing(undefined)}
          onSave={(input) =>
            save.mutate({ id: editing?._id ?? null, input }, { onSuccess: () => setEditing(undefined) })
          }
        />
      </FormModal>
    </AdminPage>
  );
}
