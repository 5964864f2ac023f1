import type { FavoriteKind } from '@lobby/contracts';
import { ActionIcon, Button, type ActionIconProps } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useFavorite } from '../hooks/use-favorite';
import { DeferredTooltip } from '../../../components/deferred-tooltip';

interface FavoriteButtonProps {
  kind: FavoriteKind;
  id: string;
  /** What is favourited, for the button's accessible name: 'Add Nova Reyes to favorites'. */
  name: string;
  /** 'icon' over a card, 'button' with text on a detail page. */
  variant?: 'icon' | 'button';
  size?: ActionIconProps['size'];
}

/** The heart that adds an item to, or removes it from, the user's favourites. */
export function FavoriteButton({ kind, id, name, variant = 'icon', size = 'lg' }: FavoriteButtonProps) {
  const { isFavorite, toggle } = useFavorite(kind, id);
  const label = isFavorite ? `Remove ${name} from favorites` : `Add ${name} to favorites`;
  const Icon = isFavorite ? IconHeartFilled : IconHeart;
  const onClick = (event: MouseEvent) => {
    // Cards are links underneath; the heart must not open the card.
    event.preventDefault();
    event.stopPropagation();
    toggle();
  };

  if (variant === 'button')
    return (
      <Button
        variant={isFavorite ? 'light' : 'default'}
        color={isFavorite ? 'pink' : 'gray'}
        radius="xl"
        leftSection={<Icon size={18} />}
        // The name starts with the words shown, for people who speak the button's words to press it.
        aria-label={`${isFavorite ? 'Favorited' : 'Favorite'}: ${label}`}
        aria-pressed={isFavorite}
        onClick={onClick}
      >
        {isFavorite ? 'Favorited' : 'Favorite'}
      </Button>
    );

  return (
    <DeferredTooltip label={isFavorite ? 'Remove from favorites' : 'Add to favorites'} withinPortal>
      <ActionIcon
        variant="filled"
        color={isFavorite ? 'pink' : 'dark'}
        radius="xl"
        size={size}
        aria-label={label}
        aria-pressed={isFavorite}
        onClick={onClick}
        style={{ backdropFilter: 'blur(6px)', background: isFavorite ? undefined : 'rgba(17, 14, 28, 0.7)' }}
      >
        <Icon size={18} />
      </ActionIcon>
    </DeferredTooltip>
  );
}
