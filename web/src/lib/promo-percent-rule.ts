/** Payments' text for a percent outside 1–100, so a promo code form says the same thing before sending. */
export const promoPercentText = 'The percent off must be a whole number from 1 to 100';

/** @mantine/form rule of a promo code's percent off: checked only while the discount is a percent. */
export function promoPercentRule(value: number | string, values: { discountType: 'percent' | 'fixed' }) {
  if (values.discountType !== 'percent') return null;
  const percent = Number(value);
  return value !== '' && Number.isInteger(percent) && percent >= 1 && percent <= 100 ? null : promoPercentText;
}
