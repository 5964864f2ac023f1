import { useState } from 'react';

/**
 * A dialog that edits one item, or adds one (`open(null)`). The item stays set while the dialog closes, so
 * its form does not blank out during the closing animation.
 */
export function useEditorDialog<T>() {
  const [opened, setOpened] = useState(false);
  const [editing, setEditing] = useState<T | null>(null);
  return {
    opened,
    editing,
    open: (item: T | null) => {
      setEditing(item);
      setOpened(true);
    },
    close: () => setOpened(false),
  };
}

export type EditorDialog<T> = ReturnType<typeof useEditorDialog<T>>;
