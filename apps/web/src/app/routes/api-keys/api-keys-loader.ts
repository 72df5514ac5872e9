import { apiKeysQueryOptions } from '../../../features/api-keys/api/get-api-keys';
import { withdrawAddressesQueryOptions } from '../../../features/api-keys/api/get-withdraw-addresses';
import { prefetching, signedInLoader } from '../signed-in-loader';

/** Both API-key pages (the list, the edit page) need the keys and the addresses a key may withdraw to. */
export const apiKeysLoader = signedInLoader(
  ['api-keys', 'validation'],
  prefetching(apiKeysQueryOptions(), withdrawAddressesQueryOptions()),
);
