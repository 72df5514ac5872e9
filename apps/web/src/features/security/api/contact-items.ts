import { type EndpointInput, endpoints } from '@coffer/contract';
import { call } from '../../../lib/http/client';

type Security = typeof endpoints.security;
type Input<E extends keyof Security> = EndpointInput<Security[E]>;

/** Profile/BindPhoneNumber, UpdatePhoneNumber (PUT), UnBindPhoneNumber, and the same for e-mail. */
export const contactCalls = {
  phone: {
    bind: (input: Input<'bindPhoneNumber'>) =>
      call(endpoints.security.bindPhoneNumber, input, { notify: false }),
    change: (input: Input<'updatePhoneNumber'>) =>
      call(endpoints.security.updatePhoneNumber, input, { notify: false }),
    unbind: (input: Input<'unBindPhoneNumber'>) =>
      call(endpoints.security.unBindPhoneNumber, input, { notify: false }),
  },
  email: {
    bind: (input: Input<'bindEmailAddress'>) =>
      call(endpoints.security.bindEmailAddress, input, { notify: false }),
    change: (input: Input<'updateEmailAddress'>) =>
      call(endpoints.security.updateEmailAddress, input, { notify: false }),
    unbind: (input: Input<'unBindEmailAddress'>) =>
      call(endpoints.security.unBindEmailAddress, input, { notify: false }),
  },
};
