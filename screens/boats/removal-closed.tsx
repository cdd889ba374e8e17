// The boat-removal chart at rest: no dialog open. On the boats page the list shows; in the visualizer this
// says where the dialog comes from.
export function RemovalClosed() {
  return <p>Choose &lsquo;Remove Boat&rsquo; on a boat of the list to open the dialog.</p>;
}
