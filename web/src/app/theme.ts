import {
  createTheme,
  type AvatarFactory,
  type ColorInputFactory,
  type ComboboxFactory,
  type CSSVariablesResolver,
  type ExtendComponent,
  type MantineColorsTuple,
  type MenuFactory,
  type ModalFactory,
  type NotificationFactory,
  type PaginationFactory,
} from '@mantine/core';
import type { NotificationsFactory } from '@mantine/notifications';
import notificationClasses from './layout/notifications.module.css';

/** A violet-tinted night palette for surfaces; index 7 is the page background. */
const night: MantineColorsTuple = [
  '#d6d3e6',
  '#b3aecb',
  '#8b85a8',
  '#5f5980',
  '#3a3452',
  '#2b2640',
  '#1f1b30',
  '#171426',
  '#110e1c',
  '#0b0913',
];

const PAGINATION_CONTROL_NAMES = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

export const theme = createTheme({
  primaryColor: 'violet',
  // Shade 6 keeps white button text at 4.95:1 (shade 5 gave 4.26:1, under WCAG AA's 4.5:1).
  primaryShade: { light: 6, dark: 6 },
  // Filled teal, green, yellow... take dark text (white on teal 6 read at 2.6:1).
  autoContrast: true,
  colors: { dark: night },
  defaultRadius: 'md',
  fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '800',
  },
  cursorType: 'pointer',
  // Plain objects typed as what `Component.extend()` returns: calling `Modal.extend()` here would put Modal,
  // Menu, ColorInput, Pagination... in the first route's JavaScript for a setting.
  components: {
    Modal: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } },
      styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
    } satisfies ExtendComponent<ModalFactory>,
    // Every avatar in the app sits beside the name it shows, so its picture is decoration for screen readers.
    Avatar: { defaultProps: { alt: '' } } satisfies ExtendComponent<AvatarFactory>,
    // Mantine leaves these icon buttons without a name. Not 'Close' for a pop-up: that is a dialog's button.
    // Focus goes to the first item on opening: the focus placeholder Mantine adds is an unnamed child of the
    // menu role, which assistive technology can't make sense of (axe aria-required-children).
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } } satisfies ExtendComponent<MenuFactory>,
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss notification' } },
    } satisfies ExtendComponent<NotificationFactory>,
    Pagination: {
      defaultProps: { getControlProps: (control) => ({ 'aria-label': PAGINATION_CONTROL_NAMES[control] }) },
    } satisfies ExtendComponent<PaginationFactory>,
    ColorInput: {
      defaultProps: { eyeDropperButtonProps: { 'aria-label': 'Pick a colour from the screen' } },
    } satisfies ExtendComponent<ColorInputFactory>,
    Notifications: { classNames: { root: notificationClasses.root } } satisfies ExtendComponent<NotificationsFactory>,
    // A select's options are made when it opens. Kept mounted (Mantine's default), every select on a page rendered
    // all its options hidden (the country filter's 250) and floating-ui placed each hidden list as the page loaded,
    // reading computed styles: a third of /browse's largest task on a phone.
    Combobox: { defaultProps: { keepMounted: false } } satisfies ExtendComponent<ComboboxFactory>,
  },
});

/**
 * Contrast fixes of the dark scheme (WCAG AA, 4.5:1): placeholders in the night palette's shade 3 read at
 * 2.6:1 (shade 2: 4.8:1); white on a filled red (shade 6 with the primary shade above) at 3.3:1, shade 8 at
 * 4.5:1, so 'Start Playing Live', the Live badge and the red buttons take shade 8. Error texts in red shade 8
 * read at 4.0:1 on a card; shade 5 reads at 6.6:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {},
  dark: {
    '--mantine-color-placeholder': 'var(--mantine-color-dark-2)',
    '--mantine-color-red-filled': 'var(--mantine-color-red-8)',
    '--mantine-color-red-filled-hover': 'var(--mantine-color-red-9)',
    '--mantine-color-error': 'var(--mantine-color-red-5)',
  },
});
