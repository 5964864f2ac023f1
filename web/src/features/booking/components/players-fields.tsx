import { ProfileLimits } from '@lobby/contracts';
import { Autocomplete, NumberInput, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { BookingFormValues } from '../hooks/use-booking-form';

interface PlayersFieldsProps {
  form: UseFormReturnType<BookingFormValues>;
  maxPlayers: number;
  onPlayersChange: (players: number) => void;
  /** The buyer's saved gamer tags, offered in every field. */
  ownGamerTags: string[];
}

/** How many play and each player's gamer tag. */
export function PlayersFields({ form, maxPlayers, onPlayersChange, ownGamerTags }: PlayersFieldsProps) {
  const { numberOfPlayers, gamerTags } = form.getValues();

  return (
    <Stack gap="sm">
      <NumberInput
        label="Number of players"
        description={maxPlayers === 1 ? 'One seat is left' : `Up to ${maxPlayers} on this slot`}
        min={1}
        max={maxPlayers}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        value={numberOfPlayers}
        onChange={(value) => typeof value === 'number' && onPlayersChange(value)}
        w={{ base: '100%', xs: 220 }}
      />
      {gamerTags.map((_, index) => (
        <Autocomplete
          key={index}
          label={numberOfPlayers === 1 ? 'Your gamer tag' : `Gamer tag of player ${index + 1}`}
          placeholder="The name you play under"
          data={[...new Set(ownGamerTags)]}
          maxLength={ProfileLimits.gamerTagMax}
          withAsterisk
          {...form.getInputProps(`gamerTags.${index}`)}
        />
      ))}
    </Stack>
  );
}
