import { ValidationText } from '@lobby/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { ImageFileButton } from './image-file-button';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const file = (bytes: number[], name: string, size = bytes.length) =>
  new File([new Uint8Array([...bytes, ...new Array(Math.max(0, size - bytes.length)).fill(0)])], name, {
    type: 'image/png',
  });

function renderButton(onPick: (file: File) => void, maxBytes?: number) {
  const { container } = renderInApp(
    <ImageFileButton onPick={onPick} maxBytes={maxBytes} tooLargeText="The image must be at most 1 KB">
      {(props) => (
        <button type="button" {...props}>
          Choose
        </button>
      )}
    </ImageFileButton>,
  );
  return container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
}

describe('ImageFileButton', () => {
  it('takes a png by its content and offers only pngs and jpegs', async () => {
    const onPick = vi.fn();
    const input = renderButton(onPick);
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg');

    const picture = file(PNG, 'picture.png');
    await userEvent.upload(input, picture);
    await vi.waitFor(() => expect(onPick).toHaveBeenCalledWith(picture));
  });

  it('refuses a file that only claims to be a png, with the spec’s text', async () => {
    const onPick = vi.fn();
    await userEvent.upload(renderButton(onPick), file([0x47, 0x49, 0x46, 0x38], 'fake.png'));

    expect(await screen.findByText(ValidationText.invalidImage)).toBeInTheDocument();
    expect(onPick).not.toHaveBeenCalled();
  });

  it('refuses a picture over the size limit', async () => {
    const onPick = vi.fn();
    await userEvent.upload(renderButton(onPick, 1024), file(PNG, 'big.png', 1025));

    expect(await screen.findByText('The image must be at most 1 KB')).toBeInTheDocument();
    expect(onPick).not.toHaveBeenCalled();
  });
});
