// DeferredTooltip's chunk: Mantine's Tooltip alone, so the dynamic import can't pull the rest of the library.
export { Tooltip as default } from '@mantine/core';
