import { type BannerDto, imageSrcSet } from '@lobby/contracts';
import { ActionIcon, Skeleton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import {
  IconChevronLeft,
  IconChevronRight,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
} from '@tabler/icons-react';
import { useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { Link } from 'react-router-dom';
import { FULL_WIDTH_SIZES } from '../../../lib/image-sizes';
import classes from './banner-slider.module.css';
import { loadingRegion } from '../../../lib/loading-region';

const AUTO_ADVANCE_MS = 6000;
const SWIPE_MIN_PX = 40;

const describe = (banner: BannerDto) => [banner.title, banner.subtitle].filter(Boolean).join('. ');

interface SlideProps {
  banner: BannerDto;
  /** The first slide: the landing page's largest picture, shown at once, so it is fetched first. */
  first: boolean;
  onClick: (event: MouseEvent) => void;
}

/** One banner's picture, as a link when it has one (in-app paths stay in the app). */
function Slide({ banner, first, onClick }: SlideProps) {
  const srcSet = imageSrcSet(banner.image);
  // 1920×640: the size the gateway stores a banner at (its upload preset).
  const picture = (
    <img
      src={banner.image}
      srcSet={srcSet}
      sizes={srcSet ? FULL_WIDTH_SIZES : undefined}
      fetchPriority={first ? 'high' : 'low'}
      alt={describe(banner)}
      width={1920}
      height={640}
      draggable={false}
    />
  );
  if (!banner.link) return picture;
  if (banner.link.startsWith('/'))
    return (
      <Link to={banner.link} className={classes.link} onClick={onClick}>
        {picture}
      </Link>
    );
  return (
    <a
      href={banner.link}
      className={classes.link}
      onClick={onClick}
      target="_blank"
      rel="noopener noreferrer"
    >
      {picture}
    </a>
  );
}

/**
 * The landing banners as an accessible slider (WAI-ARIA carousel pattern). A banner is artwork with its words
 * drawn in (3:1, like the demo banners), so its title and subtitle are the picture's text alternative and the
 * whole slide is its link. Previous/next buttons, one dot per slide, swipe on touch screens, and auto-advance
 * that pauses on hover, on focus, with the pause button and for people who prefer reduced motion.
 */
export function BannerSlider({ banners }: { banners: BannerDto[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const swipeStart = useRef<number | null>(null);
  const swiped = useRef(false);
  const count = banners.length;
  const rotating = count > 1 && !paused && !hovered && !focused && !reducedMotion;

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), AUTO_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [rotating, index, count]);

  const go = (next: number) => setIndex(((next % count) + count) % count);
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
    swiped.current = false;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (count > 1 && Math.abs(distance) >= SWIPE_MIN_PX) {
      swiped.current = true;
      go(index + (distance < 0 ? 1 : -1));
    }
  };
  // A swipe ends over the banner's link; it must not also open it.
  const onSlideClick = (event: MouseEvent) => {
    if (swiped.current) event.preventDefault();
  };

  return (
    <section
      className={classes.root}
      aria-roledescription="carousel"
      aria-label="Featured"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
    >
      <div
        className={classes.track}
        style={{ transform: `translateX(-${index * 100}%)` }}
        aria-live={rotating ? 'off' : 'polite'}
      >
        {banners.map((banner, position) => {
          const current = position === index;
          return (
            <div
              key={banner._id}
              className={classes.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${count}`}
              aria-hidden={!current}
              inert={!current}
            >
              <Slide banner={banner} first={position === 0} onClick={onSlideClick} />
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <>
          <ActionIcon
            className={`${classes.arrow} ${classes.prev}`}
            variant="filled"
            color="dark"
            radius="xl"
            size="lg"
            aria-label="Previous slide"
            onClick={() => go(index - 1)}
            visibleFrom="sm"
          >
            <IconChevronLeft size={20} />
          </ActionIcon>
          <ActionIcon
            className={`${classes.arrow} ${classes.next}`}
            variant="filled"
            color="dark"
            radius="xl"
            size="lg"
            aria-label="Next slide"
            onClick={() => go(index + 1)}
            visibleFrom="sm"
          >
            <IconChevronRight size={20} />
          </ActionIcon>
          <div className={classes.controls}>
            {!reducedMotion && (
              <ActionIcon
                variant="subtle"
                color="gray"
                radius="xl"
                // 28 px: a touch target of at least 24 px (WCAG 2.5.8); sm was 22 px.
                size="md"
                aria-label={paused ? 'Start slide rotation' : 'Stop slide rotation'}
                onClick={() => setPaused((value) => !value)}
              >
                {paused ? <IconPlayerPlayFilled size={14} /> : <IconPlayerPauseFilled size={14} />}
              </ActionIcon>
            )}
            {banners.map((banner, position) => (
              <button
                key={banner._id}
                type="button"
                className={classes.dotHit}
                aria-label={`Go to slide ${position + 1}`}
                aria-current={position === index}
                onClick={() => go(position)}
              >
                <span className={classes.dot} data-active={position === index || undefined} />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}

export function BannerSliderSkeleton() {
  return <Skeleton className={classes.root} {...loadingRegion('Loading featured')} />;
}
