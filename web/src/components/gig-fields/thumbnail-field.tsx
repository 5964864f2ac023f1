import { ValidationText } from '@lobby/contracts';
import {
  AspectRatio,
  Box,
  Button,
  FileButton,
  Group,
  Image,
  Input,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import { IconPhotoPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Area } from 'react-easy-crop';
import { IMAGE_ACCEPT, imageTooLargeText, isImageTooLarge, isPngOrJpeg } from '../../lib/image-file';
import { notify } from '../../lib/notify';
import { cropToJpeg } from './crop-image';
import classes from './thumbnail-field.module.css';
import { ThumbnailCropper } from './thumbnail-cropper';
import { useUploadGigThumbnail } from './upload-gig-thumbnail';

/** The saved thumbnail is shown at most this wide; the cropper takes the whole width. */
const PREVIEW_WIDTH = 400;

interface ThumbnailFieldProps {
  /** The stored path of the current thumbnail. */
  value: string | null;
  onChange: (path: string | null) => void;
  /** True from picking a file until its crop is uploaded or cancelled. */
  onPendingChange: (pending: boolean) => void;
  /** '?streamerId=…' for a moderator. */
  query: string;
  /** null hides the label, where a heading already names the field. */
  label?: string | null;
  /** The line under "Choose an image" while there is no thumbnail. */
  emptyHint?: string;
}

/** The gig's 16:9 thumbnail: pick a png or jpeg, frame it, and it is uploaded cropped. */
export function ThumbnailField({
  value,
  onChange,
  onPendingChange,
  query,
  label = 'Thumbnail',
  emptyHint = 'Optional. Shown on your gig card and gig page.',
}: ThumbnailFieldProps) {
  const [source, setSource] = useState<string | null>(null);
  const [cropping, setCropping] = useState(false);
  const upload = useUploadGigThumbnail(query);
  const resetRef = useRef<() => void>(null);

  useEffect(() => {
    onPendingChange(source !== null);
    if (!source) return;
    return () => URL.revokeObjectURL(source);
  }, [source, onPendingChange]);

  const pick = async (file: File | null) => {
    // Clear the picker so choosing the same file again still fires a change.
    resetRef.current?.();
    if (!file) return;
    if (!(await isPngOrJpeg(file))) {
      notify.error(ValidationText.invalidImage);
      return;
    }
    setSource(URL.createObjectURL(file));
  };

  const unreadable = () => {
    notify.error(ValidationText.invalidImage);
    setSource(null);
  };

  const apply = async (area: Area) => {
    if (!source) return;
    setCropping(true);
    let image: Blob;
    try {
      image = await cropToJpeg(source, area);
    } catch {
      unreadable();
      return;
    } finally {
      setCropping(false);
    }
    if (isImageTooLarge(image)) {
      notify.error(imageTooLargeText);
      return;
    }
    upload.mutate(image, {
      onSuccess: ({ url }) => {
        onChange(url);
        setSource(null);
      },
    });
  };

  const picker = (children: (props: { onClick: () => void }) => ReactNode) => (
    <FileButton onChange={(file) => void pick(file)} accept={IMAGE_ACCEPT} resetRef={resetRef}>
      {children}
    </FileButton>
  );

  return (
    <Input.Wrapper label={label ?? undefined} description="PNG or JPEG, framed to 16:9">
      <Box mt={6}>
        {source ? (
          <ThumbnailCropper
            src={source}
            busy={cropping || upload.isPending}
            onCancel={() => setSource(null)}
            onApply={(area) => void apply(area)}
            onUnreadable={unreadable}
          />
        ) : value ? (
          <Stack gap="xs">
            <AspectRatio ratio={16 / 9} className={classes.frame} maw={PREVIEW_WIDTH}>
              <Image src={value} alt="Gig thumbnail" fit="cover" />
            </AspectRatio>
            <Group gap="xs">
              {picker((props) => (
                <Button {...props} size="xs" variant="light" leftSection={<IconRefresh size={14} />}>
                  Change
                </Button>
              ))}
              <Button
                size="xs"
                variant="subtle"
                color="gray"
                leftSection={<IconTrash size={14} />}
                onClick={() => onChange(null)}
              >
                Remove
              </Button>
            </Group>
          </Stack>
        ) : (
          picker((props) => (
            <UnstyledButton {...props} className={classes.empty}>
              <Group gap="md" wrap="nowrap">
                <ThemeIcon size={48} radius="xl" variant="light">
                  <IconPhotoPlus size={26} stroke={1.6} />
                </ThemeIcon>
                <Stack gap={2}>
                  <Text fw={600} size="sm">
                    Choose a thumbnail image
                  </Text>
                  <Text size="xs" c="dimmed">
                    {emptyHint}
                  </Text>
                </Stack>
              </Group>
            </UnstyledButton>
          ))
        )}
      </Box>
    </Input.Wrapper>
  );
}
