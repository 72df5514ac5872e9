import { geoipEndpoints } from '@coffer/contract/geoip';
import { call } from '../../lib/http/client';

/**
 * The visitor's country (content host, spec §7); a failed lookup opens no notice. Apart from
 * shell-queries.ts: the regional notice reads it on every first visit, the rest only the footer
 * and the menus, which load after the page.
 */
export const ipInfoRead = {
  key: 'ipInfo',
  fetch: () => call(geoipEndpoints.getIpInfo, {}, { notify: false }),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
};
