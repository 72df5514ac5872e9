import { kycStatus } from '@coffer/contract/auth';
import { kycEndpoints } from '@coffer/contract/kyc';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/http/endpoint-query';
import { kycKeys, reviewPollMs } from './keys';

/** KYC/Get: the status, the latest submission with short-lived links to its photos, the reason. */
export const kycQueryOptions = () => endpointQuery(kycKeys.record, kycEndpoints.get, {});

/** The record; polled while under review so the operator's decision reaches the page by itself. */
export const useKyc = () =>
  useQuery({
    ...kycQueryOptions(),
    refetchInterval: (query) =>
      query.state.data?.kycStatus === kycStatus.members.underReview ? reviewPollMs : false,
    refetchIntervalInBackground: false,
  });
