import { ProfileLimits, SuccessText } from '@lobby/contracts';
import { Button } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { ImageFileButton } from '../../../components/image-field/image-file-button';
import { imageTooLargeText } from '../../../lib/image-file';
import { notify } from '../../../lib/notify';
import { useUpdateProfilePicture } from '../api/update-profile-picture';

/** Picks a png or jpeg, checks it here, then uploads it as the new profile picture. */
export function ProfilePictureButton() {
  const upload = useUpdateProfilePicture();

  return (
    <ImageFileButton
      maxBytes={ProfileLimits.profilePictureMaxBytes}
      tooLargeText={imageTooLargeText}
      onPick={(file) =>
        upload.mutate(file, { onSuccess: () => notify.success(SuccessText.profilePictureUpdated) })
      }
    >
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
    </ImageFileButton>
  );
}
