import {
  InputLimits,
  PaymentsFieldText,
  PromoCodeBody,
  toMajorUnits,
  toMinorUnits,
  type Currency,
  type PromoCodeDto,
  type PromoCodeInput,
  type PromoDiscountType,
} from '@lobby/contracts';
import { schemaResolver, type FormErrors } from '@mantine/form';
import dayjs from 'dayjs';

/** The promo code form as typed: amounts in major units, dates as the date pickers give them (local time). */
export interface PromoCodeFormValues {
  code: string;
  discountType: PromoDiscountType;
  percentOff: number | string;
  amountOff: number | string;
  currency: Currency;
  /** 'YYYY-MM-DD HH:mm:ss' in the viewer's time zone, or null for "from now" / "no end". */
  validFrom: string | null;
  validUntil: string | null;
  /** Empty means unlimited. */
  maxUses: number | string;
  maxUsesPerUser: number | string;
}

export const emptyPromoCodeForm = (currency: Currency): PromoCodeFormValues => ({
  code: '',
  discountType: 'percent',
  percentOff: 10,
  amountOff: '',
  currency,
  validFrom: null,
  validUntil: null,
  maxUses: '',
  maxUsesPerUser: '',
});

/** The date pickers' value format: local time, no zone. */
const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const pickerValue = (iso: string | null) => (iso ? dayjs(iso).format(PICKER_FORMAT) : null);
const limitValue = (limit: number | null) => (limit === null ? '' : limit);

/**
 * An existing code as the form shows it for editing: its own rules, and the other discount's field at its
 * default so switching the discount type starts from something sensible.
 */
export function promoCodeFormFromDto(code: PromoCodeDto, fallbackCurrency: Currency): PromoCodeFormValues {
  const empty = emptyPromoCodeForm(code.currency ?? fallbackCurrency);
  return {
    ...empty,
    code: code.code,
    discountType: code.discountType,
    percentOff: code.percentOff ?? empty.percentOff,
    amountOff: code.amountOff === null ? '' : toMajorUnits(code.amountOff),
    validFrom: pickerValue(code.validFrom),
    validUntil: pickerValue(code.validUntil),
    maxUses: limitValue(code.maxUses),
    maxUsesPerUser: limitValue(code.maxUsesPerUser),
  };
}

/**
 * The form's texts: payments' own for what its schema checks (contracts' PromoCodeBody), and the form's for what
 * only the form can tell (an amount typed in major units, a window picked backwards).
 */
export const PromoCodeFormText = {
  code: PaymentsFieldText.code,
  percentOff: PaymentsFieldText.percentOff,
  maxUses: PaymentsFieldText.maxUses,
  maxUsesPerUser: PaymentsFieldText.maxUsesPerUser,
  amountOff: 'Enter an amount greater than 0, with at most two decimals',
  window: 'The end of validity must be after its start',
} as const;

const isBlank = (value: number | string) => value === '' || value === null || value === undefined;

/** Major units with at most two decimals, as a whole number of minor units; null when not an amount. */
function minorAmount(value: number | string): number | null {
  if (isBlank(value)) return null;
  const major = Number(value);
  if (!Number.isFinite(major) || major <= 0) return null;
  const minor = toMinorUnits(major);
  return Math.abs(minor / 100 - major) < 1e-9 && minor >= 1 && minor <= InputLimits.amountMinorMax
    ? minor
    : null;
}

/** What payments would answer for the body this form sends: the route's schema, on the form's values. */
const bodyErrors = schemaResolver(PromoCodeBody, { sync: true });

/**
 * @mantine/form `validate`: payments' schema first (its words), then what the form adds — a fixed discount needs
 * an amount, and the window's end comes after its start. Takes any form with the promo code's fields (the staff's
 * new-code form has no window).
 */
export function validatePromoCodeForm(
  values: Omit<PromoCodeFormValues, 'validFrom' | 'validUntil'> & Partial<PromoCodeFormValues>,
): FormErrors {
  const full: PromoCodeFormValues = { validFrom: null, validUntil: null, ...values };
  const errors: FormErrors = { ...bodyErrors(toPromoCodeInput(full)) };
  if (full.discountType === 'fixed' && minorAmount(full.amountOff) === null)
    errors.amountOff ??= PromoCodeFormText.amountOff;
  if (full.validUntil && full.validFrom && !dayjs(full.validUntil).isAfter(dayjs(full.validFrom)))
    errors.validUntil ??= PromoCodeFormText.window;
  return errors;
}

const limitOrNull = (value: number | string) => (isBlank(value) ? null : Number(value));
const isoOrNull = (value: string | null) => (value ? dayjs(value).toISOString() : null);

/**
 * What POST /api/streamer/promo-codes (and the PUTs, which replace every rule) take: only the chosen discount's
 * fields, amounts in minor units.
 */
export function toPromoCodeInput(values: PromoCodeFormValues): PromoCodeInput {
  const discount =
    values.discountType === 'percent'
      ? { discountType: 'percent' as const, percentOff: Number(values.percentOff) }
      : {
          discountType: 'fixed' as const,
          amountOff: minorAmount(values.amountOff),
          currency: values.currency,
        };
  return {
    code: values.code.trim(),
    ...discount,
    validFrom: isoOrNull(values.validFrom),
    validUntil: isoOrNull(values.validUntil),
    maxUses: limitOrNull(values.maxUses),
    maxUsesPerUser: limitOrNull(values.maxUsesPerUser),
  };
}

/**
 * An edit replaces every rule of the code (PUT): what the form doesn't show (the gigs it is limited to, whether it
 * is switched on) goes back as the code has it.
 */
export const editedPromoCodeInput = (input: PromoCodeInput, code: PromoCodeDto): PromoCodeInput => ({
  ...input,
  gigIds: code.gigIds,
  isActive: code.isActive,
});
