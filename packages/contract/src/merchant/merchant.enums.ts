import { defineEnum, type EnumValue } from '../common/enum';

/**
 * A merchant channel fee's business (Member/GetMerchantChannelRates): what the fee is charged on.
 * `receipt`: a customer pays the merchant; `payment`: the merchant pays out; `refund`; `withdraw`
 * from the cloud wallet.
 */
export const merchantBusinessType = defineEnum({ receipt: 1, payment: 2, refund: 3, withdraw: 4 });
export type MerchantBusinessType = EnumValue<typeof merchantBusinessType>;

/** The approval roles a merchant gives its sub-merchants (§6); the merchant itself holds them all. */
export const merchantRoles = ['approveRefund', 'approvePayment', 'approveTransfer'] as const;
export type MerchantRole = (typeof merchantRoles)[number];

/** A sub-merchant (cashier) account: activated or deactivated by its merchant. */
export const subMerchantStatus = defineEnum({ active: 0, inactive: 1 });
export type SubMerchantStatus = EnumValue<typeof subMerchantStatus>;
