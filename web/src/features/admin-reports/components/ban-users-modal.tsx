import { ProfileLimits } from '@lobby/contracts';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notify } from '../../../lib/notify';
import { useBanUsers } from '../api/moderation-actions';

interface BanUsersModalProps {
  /** The accounts to ban, by id, with their usernames for the heading. */
  users: { _id: string; username: string }[];
  opened: boolean;
  onClose: () => void;
  onBanned: () => void;
}

/** Asks for the reason, then bans every account given: their sessions and sockets end, their gigs are hidden. */
export function BanUsersModal({ users, opened, onClose, onBanned }: BanUsersModalProps) {
  const ban = useBanUsers();
  const form = useForm({
    initialValues: { reason: '' },
    validate: {
      reason: (value) =>
        value.trim().length === 0
          ? 'Please give a reason'
          : value.length > ProfileLimits.reportReasonMax
            ? `At most ${ProfileLimits.reportReasonMax} characters`
            : null,
    },
  });
  const title = users.length === 1 ? `Ban @${users[0].username}?` : `Ban ${users.length} accounts?`;

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius="lg">
      <form
        onSubmit={form.onSubmit(({ reason }) =>
          ban.mutate(
            { userIds: users.map((user) => user._id), reason: reason.trim() },
            {
              onSuccess: ({ message }) => {
                notify.success(message);
                form.reset();
                onBanned();
              },
            },
          ),
        )}
      >
        <Stack gap="md">
          <Text size="sm">
            They are signed out everywhere at once and can't sign in again until unbanned. A streamer's page
            and gigs disappear from browse, search and the landing page.
          </Text>
          <Textarea
            label="Reason"
            description="Kept with the ban and in the audit log."
            autosize
            minRows={2}
            maxRows={6}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={ban.isPending}>
              {users.length === 1 ? 'Ban account' : `Ban ${users.length} accounts`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
