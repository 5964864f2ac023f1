import { AspectRatio, Button, Group, Image, Stack } from '@mantine/core';
import { IconRefresh, IconTrash } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import classes from './image-field.module.css';
import { ImageFileButton } from './image-file-button';

interface ImagePreviewProps {
  src: string;
  alt: string;
  /** Width over height of the stored picture. */
  ratio: number;
  /** Logos and icons are shown whole ('contain'); pictures fill their frame. */
  fit?: 'cover' | 'contain';
  maxWidth?: number;
  /** Choosing another picture: what to do with it, and the size rules for it. */
  picker: Omit<ComponentProps<typeof ImageFileButton>, 'children'>;
  onRemove: () => void;
  /** While the new picture uploads: Change spins and Remove waits. */
  busy?: boolean;
}

/** A chosen picture in its frame, with Change and Remove under it. */
export function ImagePreview({
  src,
  alt,
  ratio,
  fit = 'cover',
  maxWidth,
  picker,
  onRemove,
  busy,
}: ImagePreviewProps) {
  return (
    <Stack gap="xs">
      <AspectRatio ratio={ratio} className={classes.frame} data-fit={fit} maw={maxWidth}>
        <Image src={src} alt={alt} fit={fit} />
      </AspectRatio>
      <Group gap="xs">
        <ImageFileButton {...picker}>
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="light"
              loading={busy}
              leftSection={<IconRefresh size={14} />}
            >
              Change
            </Button>
          )}
        </ImageFileButton>
        <Button
          size="xs"
          variant="subtle"
          color="gray"
          leftSection={<IconTrash size={14} />}
          onClick={onRemove}
          disabled={busy}
        >
          Remove
        </Button>
      </Group>
    </Stack>
  );
}
