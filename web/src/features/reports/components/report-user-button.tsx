import { AccountFieldText, AccountText, ProfileLimits } from '@lobby/contracts';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconFlag } from '@tabler/icons-react';
import { notify } from '../../../lib/notify';
import { useReportUser } from '../api/report-user';

interface ReportUserButtonProps {
  userId: string;
  /** Who is reported, as the page shows them. */
  name: string;
}

/** 'Report' and its reason form, for a signed-in user looking at someone else's page. */
export function ReportUserButton({ userId, name }: ReportUserButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const report = useReportUser();
  const form = useForm({
    initialValues: { reason: '' },
    validate: {
      reason: (value) =>
        value.trim().length === 0 || value.trim().length > ProfileLimits.reportReasonMax
          ? AccountFieldText.reportReason
          : null,
    },
  });

  const submit = form.onSubmit(({ reason }) =>
    report.mutate(
      { reportedUserId: userId, reason: reason.trim() },
      {
        onSuccess: () => {
          notify.success(AccountText.reportSent);
          form.reset();
          close();
        },
      },
    ),
  );

  return (
    <>
      <Button variant="subtle" color="gray" radius="xl" leftSection={<IconFlag size={16} />} onClick={open}>
        Report
      </Button>
      <Modal opened={opened} onClose={close} title={`Report ${name}`} centered radius="lg">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Tell our team what is wrong with this account. Reports are private; {name} will not see who sent
              it.
            </Text>
            <Textarea
              label="Reason"
              placeholder="What happened?"
              autosize
              minRows={4}
              maxRows={10}
              maxLength={ProfileLimits.reportReasonMax}
              data-autofocus
              {...form.getInputProps('reason')}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" color="red" loading={report.isPending}>
                Send report
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
