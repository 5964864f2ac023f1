import { imageSrcSet } from '@lobby/contracts';
import { Box, Center, type BoxProps } from '@mantine/core';
import { IconDeviceGamepad2 } from '@tabler/icons-react';
import { useState, type CSSProperties, type ReactNode } from 'react';
import classes from './catalog.module.css';

interface MediaImageProps extends BoxProps {
  className?: string;
  style?: CSSProperties;
  src: string | null | undefined;
  alt: string;
  /** Width over height, 16/9 for gig covers. */
  ratio: number;
  /** Shown instead of a missing or broken image. */
  fallback?: ReactNode;
  /** Two colours for the fallback's gradient (a game's own colours). */
  colors?: [string | null | undefined, string | null | undefined];
  /** How wide the picture is shown (an img `sizes`), so the browser picks the narrowest width that is sharp. */
  sizes?: string;
  /** The page's largest picture, above the fold: fetched at once and first rather than lazily. */
  priority?: boolean;
}

/** The height the img's width and height attributes give (its CSS fills the box): the browser knows the shape early. */
const INTRINSIC_HEIGHT = 720;

/**
 * An image of a fixed ratio that never collapses: a coloured gradient with an icon stands in when it is missing.
 * An upload stored in several widths is offered in all of them (srcset); any other URL is shown as it is.
 */
export function MediaImage({
  src,
  alt,
  ratio,
  fallback,
  colors,
  sizes,
  priority = false,
  style,
  ...boxProps
}: MediaImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const srcSet = imageSrcSet(src);
  const gradient: CSSProperties = {
    background: `linear-gradient(135deg, ${colors?.[0] ?? 'var(--mantine-color-violet-9)'}, ${
      colors?.[1] ?? 'var(--mantine-color-dark-5)'
    })`,
  };

  return (
    <Box
      {...boxProps}
      className={`${classes.media} ${boxProps.className ?? ''}`}
      style={{ ...style, aspectRatio: String(ratio) }}
    >
      {showImage ? (
        <img
          src={src!}
          srcSet={srcSet}
          sizes={srcSet ? sizes : undefined}
          alt={alt}
          width={Math.round(INTRINSIC_HEIGHT * ratio)}
          height={INTRINSIC_HEIGHT}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          onError={() => setFailedSrc(src!)}
        />
      ) : (
        <Center style={gradient} h="100%" role="img" aria-label={alt}>
          {fallback ?? <IconDeviceGamepad2 size={40} stroke={1.3} color="rgba(255,255,255,0.7)" />}
        </Center>
      )}
    </Box>
  );
}
