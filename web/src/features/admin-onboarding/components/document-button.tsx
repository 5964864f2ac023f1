import type { OnboardingDocumentDto } from '@lobby/contracts';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { notify } from '../../../lib/notify';
import { downloadDocument } from '../api/onboarding-review';

export function DocumentButton({
  document,
  name,
  label,
}: {
  document: OnboardingDocumentDto;
  name: string;
  label: string;
}) {
  return (
    <Button
      variant="light"
      size="compact-xs"
      leftSection={<IconDownload size={12} />}
      onClick={() => downloadDocument(document, name).catch((error: Error) => notify.error(error.message))}
    >
      {label}
    </Button>
  );
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
export const formatDate = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : '—');

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
export const formatDay = (iso: string) => dayFormat.format(new Date(iso));
