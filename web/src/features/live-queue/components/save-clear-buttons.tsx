import { Button, Group } from '@mantine/core';

interface SaveClearButtonsProps {
  saveLabel: string;
  clearLabel: string;
  /** Something is saved, so it can be cleared. */
  hasSaved: boolean;
  saving: boolean;
  /** The field holds nothing new to save. */
  unchanged?: boolean;
  compact: boolean;
  onClear: () => void;
}

/** Under a session setting the streamer edits live (lobby code, stream link): save it, or clear the saved one. */
export function SaveClearButtons({
  saveLabel,
  clearLabel,
  hasSaved,
  saving,
  unchanged = false,
  compact,
  onClear,
}: SaveClearButtonsProps) {
  const size = compact ? 'compact-sm' : 'sm';
  return (
    <Group gap="xs">
      <Button type="submit" size={size} loading={saving} disabled={unchanged}>
        {saveLabel}
      </Button>
      {hasSaved && (
        <Button variant="default" size={size} disabled={saving} onClick={onClear}>
          {clearLabel}
        </Button>
      )}
    </Group>
  );
}
