import { formatMoney, toMinorUnits, type Currency, type GameDto } from '@lobby/contracts';
import { Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PRICE_TYPING } from '../../../components/gig-fields/gig-field-rules';
import type { GigFormValues, GigPriceMinimum } from '../utils/gig-rules';

interface GameFieldsProps {
  form: UseFormReturnType<GigFormValues>;
  /** Games to choose from; undefined while loading. */
  games: { value: string; label: string }[] | undefined;
  /** The chosen game with its modes and platforms, once loaded. */
  game: GameDto | undefined;
  gameLoading: boolean;
  currency: Currency | null;
  /** The lowest price allowed, shown under the field once known. */
  priceMinimum: GigPriceMinimum | null;
}

const currencySymbols: Record<Currency, string> = { USD: '$', INR: '₹' };

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Game, then its mode and platform, and the price. Choosing another game clears mode and platform. */
export function GameFields({ form, games, game, gameLoading, currency, priceMinimum }: GameFieldsProps) {
  const gameChosen = Boolean(form.values.gameId);
  const modes = (game?.modes ?? []).map((mode) => ({
    value: mode._id,
    label: `${mode.name} · ${mode.duration} min · ${plural(mode.no_of_players, 'player')}`,
  }));
  const platforms = (game?.platforms_available ?? []).map((platform) => ({
    value: platform._id,
    label: platform.platform_name,
  }));
  const pending = gameChosen && gameLoading;

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      <Select
        label="Game"
        placeholder={games ? 'Choose a game' : 'Loading games…'}
        data={games ?? []}
        searchable
        nothingFoundMessage="No game by that name"
        withAsterisk
        {...form.getInputProps('gameId')}
        onChange={(gameId) => {
          if (gameId === form.values.gameId) return;
          form.setValues({ gameId, gameModeId: null, platformId: null });
          form.clearFieldError('gameId');
        }}
      />
      <TextInput
        label={currency ? `Price (${currency})` : 'Price'}
        placeholder="0.00"
        inputMode="decimal"
        autoComplete="off"
        withAsterisk
        leftSection={currency ? <Text size="sm">{currencySymbols[currency]}</Text> : undefined}
        description={
          priceMinimum
            ? `At least ${formatMoney({ amount: toMinorUnits(priceMinimum.amount), currency: priceMinimum.currency })}`
            : undefined
        }
        {...form.getInputProps('price')}
        onChange={(event) => {
          const price = event.currentTarget.value.trim();
          if (PRICE_TYPING.test(price)) form.setFieldValue('price', price);
        }}
      />
      <Select
        label="Game mode"
        placeholder={
          !gameChosen ? 'Choose a game first' : pending ? 'Loading…' : modes.length ? 'Any mode' : 'No modes'
        }
        data={modes}
        disabled={!gameChosen || pending || modes.length === 0}
        clearable
        {...form.getInputProps('gameModeId')}
      />
      <Select
        label="Platform"
        placeholder={
          !gameChosen
            ? 'Choose a game first'
            : pending
              ? 'Loading…'
              : platforms.length
                ? 'Any platform'
                : 'No platforms'
        }
        data={platforms}
        disabled={!gameChosen || pending || platforms.length === 0}
        clearable
        {...form.getInputProps('platformId')}
      />
    </SimpleGrid>
  );
}
