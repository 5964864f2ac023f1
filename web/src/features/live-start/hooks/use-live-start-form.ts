import { LiveText, type GigDto } from '@lobby/contracts';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useGame, useGames } from '../../../lib/game-queries';
import { notify } from '../../../lib/notify';
import { useVideoDetails } from '../api/get-video-details';
import {
  completedSteps,
  embeddedTitle,
  emptyLiveStartValues,
  firstOpenStep,
  liveDefaults,
  LiveStep,
  priceProblem,
  valuesFromGig,
  type LiveStartValues,
} from '../utils/live-form';
import type { LiveStreamer } from './use-live-streamer';

/**
 * The live-start form's state and its rules (spec §4 "Live-start form"): choosing a game resets mode,
 * platform and price; changing the mode resets platform and price; a mode, a platform and a valid price each
 * move on to the next step; an embedded stream replaces title, thumbnail and description, and removing it
 * brings the defaults back.
 */
export function useLiveStartForm(streamer: LiveStreamer) {
  const form = useForm<LiveStartValues>({ initialValues: emptyLiveStartValues });
  const [active, setActive] = useState<number>(LiveStep.game);
  const games = useGames();
  const game = useGame(form.values.gameId);
  const videoDetails = useVideoDetails();

  const gameName = game.data?.name ?? games.data?.find(({ _id }) => _id === form.values.gameId)?.name ?? null;
  const defaults = liveDefaults(gameName, streamer.creatorName);
  const done = completedSteps(form.values, game.data, streamer.currency, streamer.priceMinimums);
  const streaming = form.values.streamingLink !== null;

  // Title and description follow the defaults while they still read as the defaults (or are empty): a new
  // game, or the creator's name arriving, changes them; anything the streamer wrote or embedded stays.
  const shownDefaults = useRef(defaults);
  useEffect(() => {
    const previous = shownDefaults.current;
    shownDefaults.current = defaults;
    const { title, description } = form.getValues();
    if (title === '' || title === previous.title) form.setFieldValue('title', defaults.title);
    if (description === '' || description === previous.description) {
      form.setFieldValue('description', defaults.description);
    }
    // `form` is stable; only a change of the defaults matters here.
  }, [defaults.title, defaults.description]);

  const chooseGame = (gameId: string | null) => {
    if (gameId === form.values.gameId) return;
    form.setValues({ gameId, gameModeId: null, platformId: null, price: '', looksGood: false });
  };

  const chooseMode = (gameModeId: string) => {
    form.setValues({ gameModeId, platformId: null, price: '', looksGood: false });
    setActive(LiveStep.platform);
  };

  const choosePlatform = (platformId: string) => {
    form.setValues({ platformId, looksGood: false });
    setActive(LiveStep.price);
  };

  const changePrice = (price: string) => form.setValues({ price, looksGood: false });

  /** A valid price moves on; one under the minimum is toasted and cleared (spec §5 "Live price"). */
  const confirmPrice = () => {
    const problem = priceProblem(form.values.price, streamer.currency, streamer.priceMinimums);
    if (problem) {
      notify.error(problem);
      form.setFieldValue('price', '');
      return;
    }
    setActive(LiveStep.details);
  };

  const applyTemplate = (gig: GigDto) => {
    const values = valuesFromGig(gig, form.getValues());
    form.setValues(values);
    // The template's game names its defaults from now on, so a game chosen later replaces them again.
    shownDefaults.current = liveDefaults(gig._game_id.name, streamer.creatorName);
    const problem = priceProblem(values.price, streamer.currency, streamer.priceMinimums);
    if (problem) {
      // A gig may cost less than a live session's minimum: ask for the price again.
      notify.error(problem);
      form.setFieldValue('price', '');
      setActive(LiveStep.price);
      return;
    }
    setActive(LiveStep.details);
  };

  /** Embeds a YouTube or Twitch stream: isStreaming, and its title, picture and a description with its link. */
  const embedStream = async (link: string): Promise<boolean> => {
    try {
      const details = await videoDetails.mutateAsync(link.trim());
      if (!details.success) {
        notify.error(details.error ?? LiveText.invalidStreamLink);
        return false;
      }
      const title = details.title ? embeddedTitle(details.title) : form.values.title;
      form.setValues({
        streamingLink: details.embedLink,
        title,
        thumbnail: details.thumbnail ?? form.values.thumbnail,
        description: `${title}\n\nWatch the stream: ${link.trim()}`,
        looksGood: false,
      });
      return true;
    } catch (error) {
      notify.error(
        error instanceof ApiError && error.fromServer ? error.message : LiveText.videoDetailsFailed,
      );
      return false;
    }
  };

  /** 'remove': not streaming, and title, picture and description back to the defaults. */
  const removeStream = () =>
    form.setValues({
      streamingLink: null,
      title: defaults.title,
      description: defaults.description,
      thumbnail: null,
      looksGood: false,
    });

  return {
    form,
    active,
    setActive,
    games,
    game,
    gameName,
    defaults,
    done,
    streaming,
    embedding: videoDetails.isPending,
    firstOpenStep: firstOpenStep(done),
    chooseGame,
    chooseMode,
    choosePlatform,
    changePrice,
    confirmPrice,
    applyTemplate,
    embedStream,
    removeStream,
  };
}

export type LiveStartForm = ReturnType<typeof useLiveStartForm>;
