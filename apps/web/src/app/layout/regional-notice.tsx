import { constants } from '@coffer/contract/common';
import { lazy, Suspense, useState } from 'react';
import { track } from '../../lib/action-log';
import { useCached } from '../../lib/cached-read';
import { sessionStore } from '../../lib/storage';
import { ipInfoRead } from './ip-info';

/**
 * Regulatory notices by country (spec §4, §8). Only GB and UK open the pop-up; the UAE text exists
 * for the page that points those visitors to the separate site, and opens nothing here.
 */
export const regionalNotices = {
  GB: 'regional.uk.body',
  UK: 'regional.uk.body',
  AE: 'regional.uae.body',
} as const;

export const opensRegionalPopup = (country: string | undefined) =>
  Boolean(country) &&
  (constants.regulatoryPopupCountries as readonly string[]).includes(String(country).toUpperCase());

/** Cancel leaves the page: back where the visitor came from, or to an empty page. */
function leave() {
  if (window.history.length > 1) window.history.back();
  else window.location.replace('about:blank');
}

/** The dialog's code loads only for the visitors who see it. */
const RegionalNoticeModal = lazy(() => import('./regional-notice-modal'));

export function RegionalNotice() {
  const { data } = useCached(ipInfoRead);
  // Once understood, the notice stays closed for the rest of the browser session.
  const [accepted, setAccepted] = useState(() => sessionStore.get('regionalNoticeSeen') === '1');
  if (accepted || !opensRegionalPopup(data?.ISOCode)) return null;
  return (
    <Suspense fallback={null}>
      <RegionalNoticeModal
        onCancel={() => {
          track('regionalNoticeLeave', data?.ISOCode);
          leave();
        }}
        onUnderstand={() => {
          track('regionalNoticeAccept', data?.ISOCode);
          sessionStore.set('regionalNoticeSeen', '1');
          setAccepted(true);
        }}
      />
    </Suspense>
  );
}
