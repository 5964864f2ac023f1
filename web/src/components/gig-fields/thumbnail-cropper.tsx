import { TextLimits } from '@lobby/contracts';
import { Box, Button, Group, Slider, Stack, Text } from '@mantine/core';
import { IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';

interface ThumbnailCropperProps {
  /** An object URL of the picked file. */
  src: string;
  busy: boolean;
  onCancel: () => void;
  onApply: (area: Area) => void;
  /** The picked file is not an image the browser can show. */
  onUnreadable: () => void;
}

const MAX_ZOOM = 3;

/** Frames the picked image at 16:9: drag to move, scroll, pinch or the slider to zoom. */
export function ThumbnailCropper({ src, busy, onCancel, onApply, onUnreadable }: ThumbnailCropperProps) {
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);

  return (
    <Stack gap="sm">
      <Box
        pos="relative"
        bg="dark.9"
        style={{ aspectRatio: '16 / 9', borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
      >
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          maxZoom={MAX_ZOOM}
          aspect={TextLimits.thumbnailRatio}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
          mediaProps={{ onError: onUnreadable }}
        />
      </Box>
      <Text size="xs" c="dimmed">
        Drag the picture to frame it; zoom with the slider, the mouse wheel or two fingers.
      </Text>
      <Group gap="xs" wrap="nowrap">
        <IconZoomOut size={18} aria-hidden />
        <Slider
          flex={1}
          min={1}
          max={MAX_ZOOM}
          step={0.01}
          value={zoom}
          onChange={setZoom}
          label={null}
          thumbLabel="Zoom"
        />
        <IconZoomIn size={18} aria-hidden />
      </Group>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={() => area && onApply(area)} loading={busy} disabled={!area}>
          Crop and upload
        </Button>
      </Group>
    </Stack>
  );
}
