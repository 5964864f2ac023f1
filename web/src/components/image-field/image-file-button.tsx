import { ValidationText } from '@lobby/contracts';
import { FileButton } from '@mantine/core';
import { useRef, type ReactNode } from 'react';
import { IMAGE_ACCEPT, isPngOrJpeg } from '../../lib/image-file';
import { notify } from '../../lib/notify';

interface ImageFileButtonProps {
  /** A png or jpeg was chosen (and, with `maxBytes`, is small enough). */
  onPick: (file: File) => void;
  /** Refuses a larger file with `tooLargeText`; unset where the picture is cropped before its size counts. */
  maxBytes?: number;
  tooLargeText?: string;
  children: (props: { onClick: () => void }) => ReactNode;
}

/**
 * Opens the file chooser for a picture. Only a png or jpeg by its content is taken; anything else is refused
 * with the spec's text. The chooser is cleared each time, so picking the same file again still counts.
 */
export function ImageFileButton({ onPick, maxBytes, tooLargeText, children }: ImageFileButtonProps) {
  const resetRef = useRef<() => void>(null);

  const pick = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    if (!(await isPngOrJpeg(file))) notify.error(ValidationText.invalidImage);
    else if (maxBytes !== undefined && file.size > maxBytes)
      notify.error(tooLargeText ?? ValidationText.invalidImage);
    else onPick(file);
  };

  return (
    <FileButton onChange={(file) => void pick(file)} accept={IMAGE_ACCEPT} resetRef={resetRef}>
      {children}
    </FileButton>
  );
}
