import {
  AspectRatio,
  Box,
  Input,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from '../../../components/image-field/image-field.module.css';
import { ImageFileButton } from '../../../components/image-field/image-file-button';
import { ImagePreview } from '../../../components/image-field/image-preview';
import { useUploadAdminImage, type AdminImageKind } from '../api/upload-admin-image';

/** Staff pictures may be bigger than a profile picture (a full-screen background): the gateway takes 10 MB. */
const STAFF_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
const tooLargeText = 'The image must be at most 10 MB';

interface ImageUploadFieldProps {
  label: string;
  description?: string;
  kind: AdminImageKind;
  /** Width over height of the stored picture, for the preview. */
  ratio: number;
  /** Logos and icons are shown whole ('contain'); pictures fill their frame. */
  fit?: 'cover' | 'contain';
  value: string | null;
  onChange: (url: string | null) => void;
  error?: ReactNode;
  withAsterisk?: boolean;
  /** Caps the preview's width (small square icons). */
  maxWidth?: number;
}

/** Picks a png or jpeg, uploads it at once, and keeps the stored picture's address. */
export function ImageUploadField({
  label,
  description,
  kind,
  ratio,
  fit = 'cover',
  value,
  onChange,
  error,
  withAsterisk,
  maxWidth,
}: ImageUploadFieldProps) {
  const upload = useUploadAdminImage();
  const picker = {
    maxBytes: STAFF_IMAGE_MAX_BYTES,
    tooLargeText,
    onPick: (image: File) => upload.mutate({ kind, image }, { onSuccess: ({ url }) => onChange(url) }),
  };

  return (
    <Input.Wrapper label={label} description={description} error={error} withAsterisk={withAsterisk}>
      <Box mt={6}>
        {value ? (
          <ImagePreview
            src={value}
            alt={label}
            ratio={ratio}
            fit={fit}
            maxWidth={maxWidth}
            picker={picker}
            onRemove={() => onChange(null)}
            busy={upload.isPending}
          />
        ) : (
          <ImageFileButton {...picker}>
            {(props) => (
              <UnstyledButton
                {...props}
                className={classes.empty}
                maw={maxWidth}
                data-error={Boolean(error) || undefined}
                disabled={upload.isPending}
              >
                <AspectRatio ratio={ratio}>
                  <Stack align="center" justify="center" gap={4} p="xs">
                    <ThemeIcon size={36} radius="xl" variant="light">
                      <IconPhotoPlus size={20} stroke={1.6} />
                    </ThemeIcon>
                    <Box>
                      <Text size="xs" fw={600} ta="center">
                        {upload.isPending ? 'Uploading…' : 'Upload'}
                        <VisuallyHidden> {label.toLowerCase()}</VisuallyHidden>
                      </Text>
                      <Text size="xs" c="dimmed" ta="center">
                        PNG or JPEG
                      </Text>
                    </Box>
                  </Stack>
                </AspectRatio>
              </UnstyledButton>
            )}
          </ImageFileButton>
        )}
      </Box>
    </Input.Wrapper>
  );
}
