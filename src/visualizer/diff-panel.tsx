// 'Compare with…' on a chart's page: the changes since a saved version, in the words and colours of
// `npm run charts:diff` — the hidden consequences first, then what was added, removed and changed, the
// generated journeys that changed, and the drawing. The version is kept in the page's link.
import { useEffect, useId, useMemo, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { diffSnapshots, type ChartDiff } from './chart-diff';
import { readChart } from './chart-model';
import { CURRENT_SNAPSHOT, savedSnapshots, type SnapshotStore } from './diff-snapshots';
import { drawDiff, renderDiffSvg } from './diff-svg';

interface DiffPanelProps {
  chartId: string;
  machine: AnyStateMachine;
  /** The saved version compared with (from the link), if any. */
  compare: string | undefined;
  onCompare: (version: string | undefined) => void;
  snapshots?: SnapshotStore;
}

type Comparison =
  | { status: 'idle' | 'loading' }
  | { status: 'missing'; version: string }
  | { status: 'ready'; diff: ChartDiff; picture: string | null; stale: boolean };

function List({ heading, items }: { heading: string; items: string[] }) {
  if (!items.length) return null;
  return (
    <>
      <h3>{heading}</h3>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

function DiffReport({ diff }: { diff: ChartDiff }) {
  const changes = (kind: string) =>
    diff.changes.filter((change) => change.kind === kind).map((change) => change.text);
  const broken = diff.consequences.filter((consequence) => !consequence.repaired);
  if (!diff.changes.length && !diff.journeys.length && !diff.consequences.length)
    return <p>Nothing changed in this chart since {diff.base}.</p>;
  return (
    <>
      {broken.length ? (
        <div role="alert">
          <List heading="Hidden consequences" items={broken.map((consequence) => consequence.text)} />
        </div>
      ) : null}
      <List heading="Added" items={changes('added')} />
      <List heading="Removed" items={changes('removed')} />
      <List heading="Changed" items={changes('changed')} />
      <List heading="Generated journeys" items={diff.journeys.map((journey) => journey.text)} />
      <List
        heading="Repaired"
        items={diff.consequences
          .filter((consequence) => consequence.repaired)
          .map((consequence) => consequence.text)}
      />
    </>
  );
}

export function DiffPanel({
  chartId,
  machine,
  compare,
  onCompare,
  snapshots = savedSnapshots,
}: DiffPanelProps) {
  const id = useId();
  const versions = useMemo(() => snapshots.versions(chartId), [snapshots, chartId]);
  const [comparison, setComparison] = useState<Comparison>({ status: 'idle' });

  useEffect(() => {
    if (!compare) return setComparison({ status: 'idle' });
    let live = true;
    setComparison({ status: 'loading' });
    void (async () => {
      const [base, head] = await Promise.all([
        snapshots.load(compare, chartId),
        snapshots.load(CURRENT_SNAPSHOT, chartId),
      ]);
      if (!live) return;
      if (!base || !head)
        return setComparison({ status: 'missing', version: base ? CURRENT_SNAPSHOT : compare });
      const diff = diffSnapshots(base, head);
      const stale = JSON.stringify(readChart(machine)) !== JSON.stringify(head.chart);
      setComparison({ status: 'ready', diff, picture: null, stale });
      const svg = renderDiffSvg(await drawDiff(base, head, diff), `${head.title}: changes since ${compare}`);
      if (live) setComparison({ status: 'ready', diff, picture: svg, stale });
    })();
    return () => {
      live = false;
    };
  }, [compare, chartId, machine, snapshots]);

  return (
    <section className="diff-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Compare with…</h2>
      {versions.length ? (
        <label>
          Saved version{' '}
          <select value={compare ?? ''} onChange={(event) => onCompare(event.target.value || undefined)}>
            <option value="">Choose a version</option>
            {versions.map((version) => (
              <option key={version} value={version}>
                {version}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <p>No saved version of this chart yet: npm run charts saves one per release.</p>
      )}
      {comparison.status === 'loading' ? <p role="status">Comparing…</p> : null}
      {comparison.status === 'missing' ? (
        <p>No saved snapshot {comparison.version} of this chart: run npm run charts.</p>
      ) : null}
      {comparison.status === 'ready' ? (
        <>
          {comparison.stale ? (
            <p role="note">
              The chart changed since npm run charts last saved it: the comparison shows the chart as then
              saved.
            </p>
          ) : null}
          <DiffReport diff={comparison.diff} />
          {comparison.picture ? (
            <img
              className="diff-panel__picture"
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(comparison.picture)}`}
              alt={`The chart with its changes since ${comparison.diff.base}: added in green, removed in red, changed in amber`}
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
