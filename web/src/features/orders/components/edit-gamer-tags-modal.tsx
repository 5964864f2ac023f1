import { BookingText, gamerTag, ProfileLimits, type GamerTagDto, type OrderDto } from '@lobby/contracts';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { notify } from '../../../lib/notify';
import { schemaRule } from '../../../lib/schema-rule';
import { useUpdateOrderGamerTags } from '../api/update-order-gamer-tags';

interface EditGamerTagsModalProps {
  order: OrderDto;
  opened: boolean;
  onClose: () => void;
}

/** One box per booked player's gamer tag; the streamer sees the new names at once. */
export function EditGamerTagsModal({ order, opened, onClose }: EditGamerTagsModalProps) {
  const update = useUpdateOrderGamerTags(order);
  const form = useForm<{ tags: GamerTagDto[] }>({
    initialValues: { tags: order.gamerTags },
    validate: {
      tags: {
        // Booking's own rule of a gamer tag (contracts' gamerTag), in its words.
        gamerTag: schemaRule(gamerTag),
      },
    },
  });

  // Start from the order's current tags each time the dialog opens.
  const { setValues, resetDirty } = form;
  useEffect(() => {
    if (!opened) return;
    setValues({ tags: order.gamerTags });
    resetDirty({ tags: order.gamerTags });
  }, [opened, order.gamerTags, setValues, resetDirty]);

  const submit = form.onSubmit(({ tags }) =>
    update.mutate(
      tags.map(({ _id, gamerTag }) => ({ _id, gamerTag: gamerTag.trim() })),
      {
        onSuccess: ({ message }) => {
          notify.success(message || BookingText.gamerTagsUpdated);
          onClose();
        },
      },
    ),
  );

  return (
    <Modal opened={opened} onClose={onClose} title="Edit gamer tags" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {order.product_title}: the names you play under, one per player. You can change them until the
            session starts.
          </Text>
          {form.values.tags.map((tag, index) => (
            <TextInput
              key={tag._id}
              label={form.values.tags.length === 1 ? 'Gamer tag' : `Player ${index + 1}`}
              maxLength={ProfileLimits.gamerTagMax}
              withAsterisk
              data-autofocus={index === 0 || undefined}
              {...form.getInputProps(`tags.${index}.gamerTag`)}
            />
          ))}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
              Save gamer tags
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
