import { CatalogText, InputLimits , routes } from '@lobby/contracts';
import { Anchor, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { call } from '../lib/api-client';
import { notify } from '../lib/notify';

/** POST /api/suggeststar: a fan names a star we don't have yet. */
const useSuggestStar = () =>
  useMutation({
    mutationFn: (starName: string) => call(routes.browse.suggestStar, { body: { starName } }),
    meta: { errorFallback: 'Could not send your suggestion. Please try again.' },
  });

/** The suggestion form: one name, sent once; a success toast closes it. */
function SuggestStarForm({ onDone }: { onDone: () => void }) {
  const suggest = useSuggestStar();
  const form = useForm({
    initialValues: { starName: '' },
    validate: { starName: (value) => (value.trim() ? null : CatalogText.starNameRequired) },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ starName }) =>
        suggest.mutate(starName.trim(), {
          onSuccess: ({ message }) => {
            notify.success(message);
            onDone();
          },
        }),
      )}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Tell us who you would like to play with and we will try to bring them on.
        </Text>
        <TextInput
          label="Star name"
          required
          data-autofocus
          maxLength={InputLimits.starNameMax}
          {...form.getInputProps('starName')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={suggest.isPending}>
            Send suggestion
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Where a fan doesn't find a star: a button (or a small link) opening the suggestion form. */
export function SuggestStar({ variant = 'button' }: { variant?: 'button' | 'link' }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      {variant === 'link' ? (
        <Anchor component="button" type="button" size="sm" onClick={open}>
          Can&apos;t find a star? Suggest one
        </Anchor>
      ) : (
        <Button variant="light" radius="xl" onClick={open}>
          Suggest a star
        </Button>
      )}
      <Modal opened={opened} onClose={close} title="Suggest a star" closeButtonProps={{ 'aria-label': 'Close' }}>
        <SuggestStarForm onDone={close} />
      </Modal>
    </>
  );
}
