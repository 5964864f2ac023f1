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
  VisuallyHidden,
} from '@mantine/core';
import { IconPhotoPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useRef, type ReactNode } from 'react';
import { IMAGE_ACCEPT, isPngOrJpeg } from '../../../lib/image-file';
import { notify } from '../../../lib/notify';
import { useUploadAdminImage, type AdminImageKind } from '../api/upload-admin-image';
import classes from './image-upload-field.module.css';

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
  const resetRef = useRef<() => void>(null);

  const pick = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    if (!(await isPngOrJpeg(file))) {
      notify.error(ValidationText.invalidImage);
      return;
    }
    if (file.size > STAFF_IMAGE_MAX_BYTES) {
      notify.error(tooLargeText);
      return;
    }
    upload.mutate({ kind, image: file }, { onSuccess: ({ url }) => onChange(url) });
  };

  return (
    <Input.Wrapper label={label} description={description} error={error} withAsterisk={withAsterisk}>
      <FileButton onChange={(file) => void pick(file)} accept={IMAGE_ACCEPT} resetRef={resetRef}>
        {(props) =>
          value ? (
            <Stack gap="xs" mt={6}>
              <AspectRatio ratio={ratio} className={classes.frame} data-fit={fit} maw={maxWidth}>
                <Image src={value} alt={label} fit={fit} />
              </AspectRatio>
              <Group gap="xs">
                <Button
                  {...props}
                  size="xs"
                  variant="light"
                  loading={upload.isPending}
                  leftSection={<IconRefresh size={14} />}
                >
                  Change
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="gray"
                  leftSection={<IconTrash size={14} />}
                  onClick={() => onChange(null)}
                  disabled={upload.isPending}
                >
                  Remove
                </Button>
              </Group>
            </Stack>
          ) : (
            <UnstyledButton
              {...props}
              className={classes.empty}
              mt={6}
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
          )
        }
      </FileButton>
    </Input.Wrapper>
  );
}
