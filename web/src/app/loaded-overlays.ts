// The toasts' container and the confirm dialogs' host, for AppProvider's dynamic import. A module of its own:
// the packages' entry files are imported statically too (notify.ts's toasts store, confirm-danger.tsx's
// modals.open), and a dynamic import of an entry file already in the first route would load nothing later.
export { ModalsProvider } from '@mantine/modals';
export { Notifications } from '@mantine/notifications';
