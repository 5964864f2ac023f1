import { ValidationText } from '@lobby/contracts';
import { Box, Group, Input, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { Area } from 'react-easy-crop';
import { imageTooLargeText, isImageTooLarge } from '../../lib/image-file';
import { notify } from '../../lib/notify';
import classes from '../image-field/image-field.module.css';
import { ImageFileButton } from '../image-field/image-file-button';
import { ImagePreview } from '../image-field/image-preview';
import { cropToJpeg } from './crop-image';
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

  useEffect(() => {
    onPendingChange(source !== null);
    if (!source) return;
    return () => URL.revokeObjectURL(source);
  }, [source, onPendingChange]);

  const pick = (file: File) => setSource(URL.createObjectURL(file));

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
          <ImagePreview
            src={value}
            alt="Gig thumbnail"
            ratio={16 / 9}
            maxWidth={PREVIEW_WIDTH}
            picker={{ onPick: pick }}
            onRemove={() => onChange(null)}
          />
        ) : (
          <ImageFileButton onPick={pick}>
            {(props) => (
              <UnstyledButton {...props} className={classes.empty} py="lg" px="md">
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
            )}
          </ImageFileButton>
        )}
      </Box>
    </Input.Wrapper>
  );
}
