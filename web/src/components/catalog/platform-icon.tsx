import { MOBILE_PLATFORMS_LABEL } from '@lobby/contracts';
import {
  IconBrandAndroid,
  IconBrandApple,
  IconBrandXbox,
  IconDeviceDesktop,
  IconDeviceGamepad2,
  IconDeviceMobile,
  IconDeviceNintendo,
  IconPlaystationTriangle,
  type TablerIcon,
} from '@tabler/icons-react';

const icons: Record<string, TablerIcon> = {
  PlayStation: IconPlaystationTriangle,
  'Nintendo Switch': IconDeviceNintendo,
  XBOX: IconBrandXbox,
  PC: IconDeviceDesktop,
  Android: IconBrandAndroid,
  iOS: IconBrandApple,
  [MOBILE_PLATFORMS_LABEL]: IconDeviceMobile,
};

/** The icon of a gaming platform by name ('Android/iOS' is one phone icon), a gamepad for any other. */
export function platformIcon(name: string): TablerIcon {
  return icons[name] ?? IconDeviceGamepad2;
}
