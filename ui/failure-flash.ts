// Companion spec §7: "Every form-level submit failure is shown as a flash message (login creation, offer
// creation)." A screen hands its chart's failure codes here; each new failure becomes one failure flash
// with the catalogue's text (spec §8 display rule), once, even when React runs the effect twice. The flash
// is the submit's result: focus follows it there when it was dropped or left on the submit (decision 222).
import { useEffect, useRef } from 'react';
import { pushFlash } from './flash-store';
import { focusFollowsResult } from './focus-target';
import { useSupportLine } from './support-line';

export function useFailureFlash(codes: readonly string[] | null): void {
  const { describeCodes } = useSupportLine();
  const shown = useRef<readonly string[] | null>(null);
  useEffect(() => {
    if (!codes || codes.length === 0 || shown.current === codes) return;
    shown.current = codes;
    pushFlash('failure', describeCodes(codes), focusFollowsResult());
  }, [codes, describeCodes]);
}
