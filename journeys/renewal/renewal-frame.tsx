// The frame around every renewal step: the purchase's address search for the contact step, and spec §4
// 'cart contents clear on leaving': when the member leaves the renewal for another page of the portal, the
// run kept for this membership is dropped, so the next renewal starts from the membership again. A reload
// never unmounts the frame, so it resumes where it was (decision 144).
import { useEffect, useState, type ReactNode } from 'react';
import type { JourneyHost } from '@/flows/journey';
import { PurchaseAddressSearch } from '@/journeys/purchase/purchase-address-search';
import { clearKeptRenewal, renewalSfidOf } from './renewal-input';

export function RenewalFrame({ host, children }: { host: JourneyHost; children: ReactNode }) {
  const [sfid] = useState(() => renewalSfidOf(window.location.pathname));
  useEffect(
    () => () => {
      // Unmounted while the address is still the renewal's (a remount in development): nothing left.
      if (sfid && renewalSfidOf(window.location.pathname) !== sfid) clearKeptRenewal(sfid);
    },
    [sfid],
  );
  return <PurchaseAddressSearch host={host}>{children}</PurchaseAddressSearch>;
}
