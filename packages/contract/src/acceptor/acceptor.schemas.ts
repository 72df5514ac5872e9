import { defineEnum } from '../common/enum';

/** A currency pair an acceptor (account type 6) offers. */
export const acceptorPairStatus = defineEnum({ enabled: 0, disabled: 1 });
