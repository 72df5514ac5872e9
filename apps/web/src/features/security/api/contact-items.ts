import type { EndpointInput } from '@coffer/contract/common';
import { securityEndpoints } from '@coffer/contract/security';
import { call } from '../../../lib/http/client';

type Security = typeof securityEndpoints;
type Input<E extends keyof Security> = EndpointInput<Security[E]>;

/** Profile/BindPhoneNumber, UpdatePhoneNumber (PUT), UnBindPhoneNumber, and the same for e-mail. */
export const contactCalls = {
  phone: {
    bind: (input: Input<'bindPhoneNumber'>) =>
      call(securityEndpoints.bindPhoneNumber, input, { notify: false }),
    change: (input: Input<'updatePhoneNumber'>) =>
      call(securityEndpoints.updatePhoneNumber, input, { notify: false }),
    unbind: (input: Input<'unBindPhoneNumber'>) =>
      call(securityEndpoints.unBindPhoneNumber, input, { notify: false }),
  },
  email: {
    bind: (input: Input<'bindEmailAddress'>) =>
      call(securityEndpoints.bindEmailAddress, input, { notify: false }),
    change: (input: Input<'updateEmailAddress'>) =>
      call(securityEndpoints.updateEmailAddress, input, { notify: false }),
    unbind: (input: Input<'unBindEmailAddress'>) =>
      call(securityEndpoints.unBindEmailAddress, input, { notify: false }),
  },
};
