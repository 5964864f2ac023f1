// The toasts' container and the confirm dialogs' host, for AppProvider's dynamic import. A module of its own:
// the packages' entry files are in the first route already (notify.ts, confirm-danger.tsx import them), so a
// dynamic import of the package itself would land in the first route too.
export { ModalsProvider } from '@mantine/modals';
export { Notifications } from '@mantine/notifications';
