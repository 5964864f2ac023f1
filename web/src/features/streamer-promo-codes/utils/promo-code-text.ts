import { formatMoney, type PromoCodeDto } from '@lobby/contracts';
import dayjs from 'dayjs';

/** '10% off' or '$5 off'. */
export function discountText(code: PromoCodeDto): string {
  if (code.discountType === 'percent') return `${code.percentOff}% off`;
  return code.currency && code.amountOff !== null
    ? `${formatMoney({ amount: code.amountOff, currency: code.currency })} off`
    : 'Fixed amount off';
}

const day = (iso: string) => dayjs(iso).format('D MMM YYYY, HH:mm');

/** The validity window in the viewer's time zone: 'Always', 'From …', 'Until …' or '… – …'. */
export function windowText(code: PromoCodeDto): string {
  if (code.validFrom && code.validUntil) return `${day(code.validFrom)} – ${day(code.validUntil)}`;
  if (code.validFrom) return `From ${day(code.validFrom)}`;
  if (code.validUntil) return `Until ${day(code.validUntil)}`;
  return 'No end date';
}

/** '3 of 50 used' or '3 used'. */
export const usesText = (code: PromoCodeDto) =>
  code.maxUses === null ? `${code.usesCount} used` : `${code.usesCount} of ${code.maxUses} used`;

export const perFanText = (code: PromoCodeDto) =>
  code.maxUsesPerUser === null ? 'Unlimited per fan' : `${code.maxUsesPerUser} per fan`;

/** Whether the code's window is over (it stays listed, and can't be used). */
export const hasExpired = (code: PromoCodeDto, now = Date.now()) =>
  code.validUntil !== null && Date.parse(code.validUntil) <= now;
