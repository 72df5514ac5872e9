import { defineEnum, type EnumValue } from '../common/enum';

/** A currency pair an acceptor (account type 6) offers: an enabled config is quoted, a disabled one is not. */
export const acceptorPairStatus = defineEnum({ enabled: 0, disabled: 1 });
export type AcceptorPairStatus = EnumValue<typeof acceptorPairStatus>;
