import type { GameDto, PlatformDto } from '@lobby/contracts';
import {
  ActionIcon,
  Box,
  Button,
  ColorInput,
  Group,
  MultiSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconX } from '@tabler/icons-react';
import { SectionCard } from '../../../components/section-card';
import { notify } from '../../../lib/notify';
import { useSaveGame } from '../api/games';
import {
  GameBounds,
  gameRules,
  initialGameValues,
  newModeRow,
  toGameInput,
  type GameFormValues,
} from '../utils/game-form-values';
import { ImageUploadField } from './image-upload-field';
import classes from './game-form.module.css';

interface GameFormProps {
  /** The game to edit, or null to add one. */
  game: GameDto | null;
  platforms: PlatformDto[];
  onCancel: () => void;
  onSaved: (game: GameDto) => void;
}

const swatches = ['#7c3aed', '#a855f7', '#e64980', '#f59f00', '#12b886', '#228be6', '#fa5252', '#1f1b30'];

/** A game's details, modes, platforms, colours and artwork. */
export function GameForm({ game, platforms, onCancel, onSaved }: GameFormProps) {
  const form = useForm<GameFormValues>({
    initialValues: initialGameValues(game, platforms),
    validate: gameRules,
  });
  const save = useSaveGame();

  const submit = (values: GameFormValues) =>
    save.mutate(
      { gameId: game?._id ?? null, input: toGameInput(values) },
      {
        onSuccess: ({ message, game: saved }) => {
          notify.success(message);
          onSaved(saved);
        },
      },
    );

  const colour = (field: 'primaryColor' | 'secondaryColor' | 'alternateColor', label: string) => (
    <ColorInput
      label={label}
      placeholder="#7c3aed"
      format="hex"
      swatches={swatches}
      swatchesPerRow={8}
      {...form.getInputProps(field)}
    />
  );

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="lg">
        <SectionCard title="Details">
          <Stack gap="md">
            <TextInput
              label="Name"
              placeholder="Valorant"
              withAsterisk
              maxLength={GameBounds.nameMax}
              {...form.getInputProps('name')}
            />
            <Textarea
              label="Description"
              placeholder="What the game is about, in a sentence or two"
              autosize
              minRows={3}
              maxRows={8}
              maxLength={GameBounds.descriptionMax}
              {...form.getInputProps('desc')}
            />
            <Group gap="xl">
              <Switch
                label="Crossplatform"
                description="Players on different platforms play together"
                {...form.getInputProps('crossplatform', { type: 'checkbox' })}
              />
              <Switch
                label="Show on landing"
                description="Listed among the landing page's games"
                {...form.getInputProps('showLanding', { type: 'checkbox' })}
              />
            </Group>
          </Stack>
        </SectionCard>

        <SectionCard
          title="Modes"
          description="What a session is played as: its length in minutes and players."
        >
          <Stack gap="sm">
            {form.values.modes.map((mode, index) => (
              <Box key={mode.key} className={classes.modeRow}>
                <TextInput
                  label="Mode"
                  placeholder="Competitive"
                  className={classes.modeName}
                  maxLength={GameBounds.modeNameMax}
                  {...form.getInputProps(`modes.${index}.name`)}
                />
                <NumberInput
                  label="Minutes"
                  min={1}
                  max={GameBounds.modeMaxMinutes}
                  allowDecimal={false}
                  allowNegative={false}
                  {...form.getInputProps(`modes.${index}.duration`)}
                />
                <NumberInput
                  label="Players"
                  min={1}
                  max={GameBounds.modeMaxPlayers}
                  allowDecimal={false}
                  allowNegative={false}
                  {...form.getInputProps(`modes.${index}.no_of_players`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size={36}
                  className={classes.modeRemove}
                  aria-label={`Remove mode ${index + 1}`}
                  onClick={() => form.removeListItem('modes', index)}
                >
                  <IconX size={18} />
                </ActionIcon>
              </Box>
            ))}
            {form.values.modes.length === 0 && (
              <Text size="sm" c="dimmed">
                No modes. Streamers can still offer gigs for this game without one.
              </Text>
            )}
            {form.values.modes.length < GameBounds.maxModes && (
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={14} />}
                onClick={() => form.insertListItem('modes', newModeRow())}
                style={{ alignSelf: 'flex-start' }}
              >
                Add mode
              </Button>
            )}
          </Stack>
        </SectionCard>

        <SectionCard title="Platforms" description="Where the game can be played.">
          <MultiSelect
            aria-label="Platforms"
            placeholder={form.values.platformIds.length ? undefined : 'Choose platforms'}
            data={platforms.map(({ _id, platform_name }) => ({ value: _id, label: platform_name }))}
            searchable
            clearable
            hidePickedOptions
            nothingFoundMessage="No platform by that name"
            {...form.getInputProps('platformIds')}
          />
        </SectionCard>

        <SectionCard
          title="Artwork and colours"
          description="PNG or JPEG; each picture is fitted to its frame."
        >
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              <ImageUploadField
                label="Card image"
                description="16:9, on game cards"
                kind="game"
                ratio={16 / 9}
                value={form.values.image}
                onChange={(url) => form.setFieldValue('image', url)}
              />
              <ImageUploadField
                label="Background"
                description="16:9, behind the game's page"
                kind="background"
                ratio={16 / 9}
                value={form.values.backGroundUrl}
                onChange={(url) => form.setFieldValue('backGroundUrl', url)}
              />
            </SimpleGrid>
            <div className={classes.logoRow}>
              <ImageUploadField
                label="Logo"
                description="Square, shown whole"
                kind="logo"
                ratio={1}
                fit="contain"
                value={form.values.gameLogo}
                onChange={(url) => form.setFieldValue('gameLogo', url)}
              />
              <Stack gap="sm">
                {colour('primaryColor', 'Primary colour')}
                {colour('secondaryColor', 'Secondary colour')}
                {colour('alternateColor', 'Alternate colour')}
              </Stack>
            </div>
          </Stack>
        </SectionCard>

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {game ? 'Save changes' : 'Add game'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
