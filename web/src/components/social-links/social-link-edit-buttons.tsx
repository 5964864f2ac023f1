import { Button, Group } from '@mantine/core';

/** Cancel and Save link under a social link being edited (the form's submit button saves). */
export function SocialLinkEditButtons({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  return (
    <Group justify="flex-end" gap="xs" mt="sm">
      <Button variant="default" size="xs" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" size="xs" loading={saving}>
        Save link
      </Button>
    </Group>
  );
}
