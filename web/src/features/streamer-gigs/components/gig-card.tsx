import {
  formatMoney,
  imageSrcSet,
  toMinorUnits,
  type GigDto,
  type GigPerformanceDto,
} from '@lobby/contracts';
import {
  ActionIcon,
  AspectRatio,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconArchive, IconArchiveOff, IconExternalLink, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { DeleteIconButton } from '../../../components/delete-icon-button';
import { gridImageSizes } from '../../../lib/image-sizes';
import classes from './gig-card.module.css';

/** The cover's width in the streamer's gig grid (streamer-gigs.tsx: 1, 2, then 3 columns). */
const COVER_SIZES = gridImageSizes({ base: 1, xs: 2, lg: 3 });

interface GigCardProps {
  gig: GigDto;
  performance: GigPerformanceDto | undefined;
  /** Which action of this card is running, if any. */
  busy: 'archive' | 'unarchive' | 'delete' | null;
  onEdit: () => void;
  onToggleArchive: () => void;
  onDelete: () => void;
}

const numberFormat = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0} align="center" className={classes.stat}>
      <Text fw={700} size="sm">
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

/** One of the streamer's gigs: cover, title, game, price, how it performs, and what can be done with it. */
export function GigCard({ gig, performance, busy, onEdit, onToggleArchive, onDelete }: GigCardProps) {
  const archived = gig.status === 'archived';
  const cover = gig.product_cover_img ?? gig.images.url;
  const details = [gig._game_mode_id?.name, gig._platform_playing_on_id?.platform_name].filter(Boolean);
  const publicPath = `/stars/${encodeURIComponent(gig._influencer_id.username)}/gigs/${encodeURIComponent(gig.slug)}`;

  return (
    <Card component="article" withBorder radius="lg" padding="md" className={classes.card}>
      <Card.Section pos="relative">
        <AspectRatio ratio={16 / 9}>
          {cover ? (
            <Image
              src={cover}
              srcSet={imageSrcSet(cover)}
              sizes={COVER_SIZES}
              loading="lazy"
              alt=""
              fit="cover"
              className={archived ? classes.dimmed : undefined}
            />
          ) : (
            <Box className={classes.placeholder}>
              <Text fw={800} size="lg" ta="center" px="md" lineClamp={2}>
                {gig._game_id.name}
              </Text>
            </Box>
          )}
        </AspectRatio>
        <Badge className={classes.price} size="lg" radius="sm" variant="filled" color="dark.8">
          {formatMoney({ amount: toMinorUnits(gig.price), currency: gig.baseCurrency })}
        </Badge>
        {archived && (
          <Badge className={classes.status} radius="sm" color="gray" variant="filled">
            Inactive
          </Badge>
        )}
      </Card.Section>

      <Stack gap={6} mt="md" style={{ flex: 1 }}>
        <Text size="xs" fw={700} tt="uppercase" c="violet.3" lineClamp={1}>
          {gig._game_id.name}
          {details.length > 0 && (
            <Text span inherit c="dimmed" fw={500}>
              {' · '}
              {details.join(' · ')}
            </Text>
          )}
        </Text>
        <Text fw={700} lineClamp={2} title={gig.product_title}>
          {gig.product_title}
        </Text>
      </Stack>

      <SimpleGrid cols={4} spacing={4} mt="md" className={classes.stats}>
        <Stat label="Clicks" value={numberFormat.format(performance?.clicks ?? 0)} />
        <Stat label="Favorites" value={numberFormat.format(performance?.favorites ?? gig.favoritesCount)} />
        <Stat label="Orders" value={numberFormat.format(performance?.orders ?? 0)} />
        <Stat label="Conversion" value={`${percentFormat.format(performance?.conversionRate ?? 0)}%`} />
      </SimpleGrid>

      <Group gap="xs" mt="md" wrap="nowrap">
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPencil size={14} />}
          onClick={onEdit}
          aria-label={`Edit ${gig.product_title}`}
        >
          Edit
        </Button>
        <Button
          variant="default"
          size="xs"
          leftSection={archived ? <IconArchiveOff size={14} /> : <IconArchive size={14} />}
          loading={busy === 'archive' || busy === 'unarchive'}
          onClick={onToggleArchive}
          aria-label={`${archived ? 'Unarchive' : 'Archive'} ${gig.product_title}`}
        >
          {archived ? 'Unarchive' : 'Archive'}
        </Button>
        <Group gap={4} ml="auto" wrap="nowrap">
          {!archived && (
            <Tooltip label="See it as fans do">
              <ActionIcon
                component={Link}
                to={publicPath}
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={`Open the public page of ${gig.product_title}`}
              >
                <IconExternalLink size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          <DeleteIconButton
            name={gig.product_title}
            size="lg"
            loading={busy === 'delete'}
            onClick={onDelete}
          />
        </Group>
      </Group>
    </Card>
  );
}
