import { SuccessText, ValidationText } from '@lobby/contracts';
import { Button, FileButton } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useRef } from 'react';
import { notify } from '../../../lib/notify';
import { useUpdateProfilePicture } from '../api/update-profile-picture';
import { IMAGE_ACCEPT, imageTooLargeText, isImageTooLarge, isPngOrJpeg } from '../../../lib/image-file';

/** Picks a png or jpeg, checks it here, then uploads it as the new profile picture. */
export function ProfilePictureButton() {
  const upload = useUpdateProfilePicture();
  const resetRef = useRef<() => void>(null);

  const pick = async (file: File | null) => {
    // Clear the picker so choosing the same file again still fires a change.
    resetRef.current?.();
    if (!file) return;
    if (!(await isPngOrJpeg(file))) {
      notify.error(ValidationText.invalidImage);
      return;
    }
    if (isImageTooLarge(file)) {
      notify.error(imageTooLargeText);
      return;
    }
    upload.mutate(file, { onSuccess: () => notify.success(SuccessText.profilePictureUpdated) });
  };

  return (
    <FileButton onChange={(file) => void pick(file)} accept={IMAGE_ACCEPT} resetRef={resetRef}>
      {(props) => (
        <Button
          {...props}
          variant="light"
          size="xs"
          radius="xl"
          leftSection={<IconCamera size={14} />}
          loading={upload.isPending}
        >
          Change picture
        </Button>
      )}
    </FileButton>
  );
}
