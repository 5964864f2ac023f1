import {
  CancellationPolicies,
  CancellationPolicyLabels,
  CancellationPolicyNames,
  cancellationPolicySummary,
  SuccessText,
  TextLimits,
  type Currency,
  type GigDto,
} from '@lobby/contracts';
import { Button, Group, Select, Stack, Textarea } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { useMemo, useState } from 'react';
import { RequirementsField } from '../../../components/gig-fields/requirements-field';
import { TagsField } from '../../../components/gig-fields/tags-field';
import { ThumbnailField } from '../../../components/gig-fields/thumbnail-field';
import { TitleField } from '../../../components/gig-fields/title-field';
import { useGame, useGames } from '../../../lib/game-queries';
import { notify } from '../../../lib/notify';
import { useGigPriceMinimums } from '../api/get-gig-price-minimums';
import { useAddGig, useUpdateGig } from '../api/save-gig';
import {
  gigDefaults,
  gigRulesFor,
  initialGigValues,
  ruleOrder,
  toGigInput,
  type GigFormValues,
} from '../utils/gig-rules';
import { GameFields } from './game-fields';

export interface GigFormProps {
  /** The gig to edit, or null to add one. */
  gig: GigDto | null;
  /** '?streamerId=…' when a moderator acts for a streamer, else ''. */
  query: string;
  /** The streamer's name for the default title; null when unknown here. */
  creatorName: string | null;
  currency: Currency | null;
  onCancel: () => void;
  onSaved: (gig: GigDto) => void;
}

const thumbnailPendingText = 'Crop and upload the thumbnail first, or cancel it';

/** Adds or edits a gig with the server's rules and texts (spec §5), so a refusal is caught before sending. */
export function GigForm({ gig, query, creatorName, currency, onCancel, onSaved }: GigFormProps) {
  const initialValues = useMemo(() => initialGigValues(gig), [gig]);
  const priceCurrency = gig?.baseCurrency ?? currency;
  const minimums = useGigPriceMinimums(query).data;
  const priceMinimum =
    priceCurrency && minimums ? { currency: priceCurrency, amount: minimums[priceCurrency] } : null;
  const form = useForm<GigFormValues>({
    initialValues,
    validate: gigRulesFor(gig, priceMinimum),
    validateInputOnChange: ['title', 'description'],
  });
  const [thumbnailPending, setThumbnailPending] = useState(false);
  const games = useGames();
  const game = useGame(form.values.gameId);
  const add = useAddGig(query);
  const update = useUpdateGig(query);

  const gameOptions = useMemo(() => {
    if (!games.data) return undefined;
    const options = games.data.map(({ _id, name }) => ({ value: _id, label: name }));
    // A gig's game that no longer lists (removed from browsing) still shows by name.
    if (gig && !options.some(({ value }) => value === gig._game_id._id)) {
      options.unshift({ value: gig._game_id._id, label: gig._game_id.name });
    }
    return options;
  }, [games.data, gig]);

  const gameName =
    game.data?.name ?? gameOptions?.find(({ value }) => value === form.values.gameId)?.label ?? null;
  const creator = gig ? gig._influencer_id.fullName || gig._influencer_id.username : creatorName;
  const defaults = gigDefaults({ gameName, creatorName: creator });

  const submit = (values: GigFormValues) => {
    if (thumbnailPending) {
      notify.error(thumbnailPendingText);
      return;
    }
    const input = toGigInput(values, { gameName, creatorName: creator });
    if (!gig) {
      add.mutate(input, {
        onSuccess: (saved) => {
          notify.success(SuccessText.gigAdded);
          onSaved(saved.gig);
        },
      });
      return;
    }
    // An unchanged thumbnail is not sent again (the update takes only what changed).
    const { gig_thumb, ...rest } = input;
    update.mutate(
      { gigId: gig._id, input: values.thumbnail === initialValues.thumbnail ? rest : { ...rest, gig_thumb } },
      {
        onSuccess: (saved) => {
          notify.success(SuccessText.gigUpdated);
          onSaved(saved.gig);
        },
      },
    );
  };

  const refused = (errors: FormErrors) => {
    const first = ruleOrder.map((field) => errors[field]).find(Boolean);
    if (typeof first === 'string') notify.error(first);
  };

  return (
    <form onSubmit={form.onSubmit(submit, refused)} noValidate>
      <Stack gap="lg">
        <ThumbnailField
          value={form.values.thumbnail}
          onChange={(path) => form.setFieldValue('thumbnail', path)}
          onPendingChange={setThumbnailPending}
          query={query}
        />
        <GameFields
          form={form}
          games={gameOptions}
          game={game.data}
          gameLoading={game.isPending}
          currency={priceCurrency}
          priceMinimum={priceMinimum}
        />
        <TitleField
          description={
            defaults.title
              ? `Left empty, it reads “${defaults.title}”`
              : "Left empty, it is made from the game and the creator's name"
          }
          {...form.getInputProps('title')}
          value={form.values.title}
        />
        <Textarea
          label="Description"
          placeholder={`${TextLimits.descriptionHintMin}-${TextLimits.descriptionHintMax} characters`}
          description={
            defaults.description
              ? `Left empty, it reads “${defaults.description}”`
              : 'What fans get: the mode you play, how you coach, what to bring'
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          autosize
          minRows={4}
          maxRows={12}
          maxLength={TextLimits.descriptionHintMax}
          {...form.getInputProps('description')}
        />
        <TagsField
          {...form.getInputProps('tags')}
          value={form.values.tags}
          onChange={(tags) => form.setFieldValue('tags', tags)}
        />
        <RequirementsField form={form} />
        <Select
          label="Cancellation policy"
          description={cancellationPolicySummary(CancellationPolicies[form.values.cancellationPolicy].tiers)}
          data={CancellationPolicyNames.map((name) => ({
            value: name,
            label: CancellationPolicyLabels[name],
          }))}
          allowDeselect={false}
          {...form.getInputProps('cancellationPolicy')}
        />
        <Group justify="flex-end" gap="sm" pt="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={add.isPending || update.isPending}>
            {gig ? 'Save changes' : 'Add gig'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
