import { ActionIcon, Tooltip, type ActionIconProps } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

interface DeleteIconButtonProps {
  /** What goes, in the button's accessible name: "Delete {name}". */
  name: string;
  /** The verb, shown as the tooltip too: "Delete" or "Remove". */
  verb?: string;
  loading: boolean;
  onClick: () => void;
  size?: ActionIconProps['size'];
}

/** The red bin icon button that deletes (or removes) one item of a list, named for that item. */
export function DeleteIconButton({ name, verb = 'Delete', loading, onClick, size }: DeleteIconButtonProps) {
  return (
    <Tooltip label={verb}>
      <ActionIcon
        variant="subtle"
        color="red"
        size={size}
        loading={loading}
        onClick={onClick}
        aria-label={`${verb} ${name}`}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
