import { defineEnum, type EnumValue } from '../common/enum';

/** Peer-to-peer and OTC order, numbered in the order of spec §4. */
export const p2pOrderStatus = defineEnum({
  awaitingDealerConfirmation: 0,
  cancelled: 1,
  awaitingUserPayment: 2,
  awaitingUserConfirmation: 3,
  awaitingDealerPayment: 4,
  completed: 5,
  paymentFailed: 6,
  pendingPayment: 7,
  payingOut: 8,
  paid: 9,
});
export type P2pOrderStatus = EnumValue<typeof p2pOrderStatus>;

export const complaintProcessingStatus = defineEnum({ processing: 0, completed: 1 });

export const complaintOutcome = defineEnum({
  userResponsibility: 0,
  dealerResponsibility: 1,
  noLiability: 2,
});
