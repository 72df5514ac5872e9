import type { TFunction } from 'i18next';

/**
 * A channel field's label: the spec §3 name (iban, sort_code, bsb_code…) under `field.`, in the
 * `cash` namespace; a field the bank adds later, which this build has no words for, shows its name.
 */
export const fieldLabel = (t: TFunction, key: string) => t(`cash:field.${key}`, { defaultValue: key });
