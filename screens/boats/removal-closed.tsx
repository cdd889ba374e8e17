// The boat-removal chart at rest: no dialog open. On the boats page the list shows; in the visualizer this
// names the page and says where the dialog comes from.
import { BOATS_PAGE_HEADING } from './boat-headings';

export function RemovalClosed() {
  return (
    <>
      <h2>{BOATS_PAGE_HEADING}</h2>
      <p>Choose &lsquo;Remove Boat&rsquo; on a boat of the list to open the dialog.</p>
    </>
  );
}
