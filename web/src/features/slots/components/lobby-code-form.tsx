import { BookingText, InputLimits, SetLobbyCodeBody } from '@lobby/contracts';
import { Alert, Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconKey } from '@tabler/icons-react';
import { useEffect } from 'react';
import { notify } from '../../../lib/notify';
import { schemaRule } from '../../../lib/schema-rule';
import { useLobbyCode, useSaveLobbyCode } from '../api/lobby-code';

interface LobbyCodeFormProps {
  slotId: string;
  query: string;
}

/** The code fans use to join the streamer's game lobby; booked fans see it on their profile. */
export function LobbyCodeForm({ slotId, query }: LobbyCodeFormProps) {
  const details = useLobbyCode(slotId, query);
  const save = useSaveLobbyCode(slotId, query);
  const form = useForm({
    initialValues: { lobbyCode: '' },
    validate: {
      // What is sent is trimmed: booking's rule of it (SetLobbyCodeBody), in its words.
      lobbyCode: (value) => schemaRule(SetLobbyCodeBody.shape.lobbyCode)(value.trim()),
    },
  });

  // Show the saved code once it loads (and after saving), unless the streamer is already typing.
  const saved = details.data?.lobbyCode ?? '';
  useEffect(() => {
    if (form.isDirty()) return;
    form.setInitialValues({ lobbyCode: saved });
    form.setValues({ lobbyCode: saved });
    // Only a change of the saved code matters; `form` is a new object on every render.
  }, [saved]);

  const submit = form.onSubmit(({ lobbyCode }) => {
    const code = lobbyCode.trim();
    save.mutate(code, {
      onSuccess: ({ message }) => {
        notify.success(message || BookingText.lobbyCodeSaved);
        form.setInitialValues({ lobbyCode: code });
        form.setValues({ lobbyCode: code });
      },
    });
  });

  if (details.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle />} title="Could not load the lobby code">
        {details.error.message}
      </Alert>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          label="Lobby code"
          description="Booked fans see it on their profile. Leave it empty to remove it."
          placeholder={details.isPending ? 'Loading…' : 'Not shared yet'}
          leftSection={<IconKey size={16} />}
          maxLength={InputLimits.lobbyCodeMax}
          disabled={details.isPending}
          style={{ flex: 1 }}
          {...form.getInputProps('lobbyCode')}
        />
        <Button type="submit" loading={save.isPending} disabled={details.isPending || !form.isDirty()}>
          Save
        </Button>
      </Group>
    </form>
  );
}
