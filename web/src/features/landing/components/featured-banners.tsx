import { Box, Button, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useBanners } from '../api/get-banners';
import { BannerSlider, BannerSliderSkeleton } from './banner-slider';
import classes from './banner-slider.module.css';

/** Shown when there are no banners (or they failed to load), so the page still opens with a headline. */
function DefaultHero() {
  return (
    <Box
      className={`${classes.root} ${classes.hero}`}
      style={{
        background:
          'radial-gradient(600px 300px at 85% 20%, rgba(230, 73, 128, 0.35), transparent 70%), radial-gradient(700px 400px at 10% 90%, rgba(132, 94, 247, 0.45), transparent 70%), var(--mantine-color-dark-6)',
      }}
    >
      <div className={classes.content}>
        <Title order={2} fz={{ base: 26, sm: 44 }} lh={1.1}>
          Play with the creators you watch
        </Title>
        <Text c="gray.3" fz={{ base: 'sm', sm: 'lg' }} mt={8}>
          Book a session with your favourite gaming stars, squad up and play together.
        </Text>
        <Group mt="md">
          <Button component={Link} to="/browse" radius="xl" size="md">
            Browse gigs
          </Button>
        </Group>
      </div>
    </Box>
  );
}

/** The top of the landing page: the banners slider. */
export function FeaturedBanners() {
  const banners = useBanners();
  if (banners.isPending) return <BannerSliderSkeleton />;
  const active = (banners.data ?? []).filter((banner) => banner.isActive);
  return active.length > 0 ? <BannerSlider banners={active} /> : <DefaultHero />;
}
