import type { InvoiceDto } from '@lobby/contracts';
import { Alert, Button, Group, Modal, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { InvoiceView } from './invoice-view';
import { loadingRegion } from '../../lib/loading-region';

interface InvoiceModalProps {
  opened: boolean;
  onClose: () => void;
  /** Undefined while loading. */
  invoice: InvoiceDto | undefined;
  error: Error | null;
  onRetry: () => void;
  onDownloadPdf: (invoice: InvoiceDto) => void;
  downloading: boolean;
}

/** An order's invoice in a dialog, with its PDF to download; the caller loads both. */
export function InvoiceModal({
  opened,
  onClose,
  invoice,
  error,
  onRetry,
  onDownloadPdf,
  downloading,
}: InvoiceModalProps) {
  return (
    // Once the invoice shows, its own Close button stands for the corner one (one 'Close' in the dialog).
    <Modal opened={opened} onClose={onClose} title="Invoice" centered size="lg" withCloseButton={!invoice}>
      {invoice ? (
        <Stack gap="lg">
          <InvoiceView invoice={invoice} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button
              leftSection={<IconDownload size={16} />}
              loading={downloading}
              onClick={() => onDownloadPdf(invoice)}
            >
              Download PDF
            </Button>
          </Group>
        </Stack>
      ) : error ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle />} title="Could not load the invoice">
          <Stack gap="sm" align="flex-start">
            {error.message}
            <Button size="xs" variant="light" color="red" onClick={onRetry}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Stack gap="md" {...loadingRegion('Loading the invoice')}>
          <Skeleton height={28} width="45%" />
          <Skeleton height={14} width="30%" />
          <Skeleton height={64} />
          <Skeleton height={90} />
          <Skeleton height={70} width="60%" ml="auto" />
        </Stack>
      )}
    </Modal>
  );
}
