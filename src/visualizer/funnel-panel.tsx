// The funnel on a chart's page (decision 276): for a date range, how many runs entered the journey, how
// many finished and how many stopped on the way, and per step the runs that entered it, the runs that
// stopped there and the median time spent; per move between steps, the share of those leaving that took
// it. The range is kept in the page's link.
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import type { Chart } from './chart-model';
import type { ChartWording } from './chart-words';
import { funnelView, type FunnelView, type JourneyFunnel } from './funnel-model';
import { duration, percent } from './funnel-words';

export type LoadFunnel = (journey: string, from: string, to: string) => Promise<JourneyFunnel>;

interface FunnelPanelProps {
  chart: Chart;
  wording: ChartWording;
  load: LoadFunnel;
  from: string | undefined;
  to: string | undefined;
  onRange: (from: string, to: string) => void;
  /** Today (UTC, `YYYY-MM-DD`): the default range is the week up to it. */
  today: string;
  /** Told the funnel shown (null while none), so the page can draw it on the diagram too. */
  onView?: (view: FunnelView | null) => void;
}

const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

export function FunnelPanel({ chart, wording, load, from, to, onRange, today, onView }: FunnelPanelProps) {
  const id = useId();
  const range = { from: from ?? daysBefore(today, 6), to: to ?? today };
  const [funnel, setFunnel] = useState<JourneyFunnel | null>(null);
  const [failed, setFailed] = useState(false);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    let live = true;
    setFailed(false);
    load(chart.id, range.from, range.to).then(
      (answer) => live && setFunnel(answer),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [chart.id, range.from, range.to, load, asked]);
  const view = useMemo(() => (funnel ? funnelView(chart, wording, funnel) : null), [chart, wording, funnel]);
  useEffect(() => onView?.(view), [view, onView]);
  const titleOf = (state: string) => view?.rows.find((row) => row.state === state)?.title ?? state;

  const show = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const [nextFrom, nextTo] = [String(data.get('from')), String(data.get('to'))];
    onRange(nextFrom, nextTo);
    setAsked((count) => count + 1);
  };

  return (
    <section className="funnel-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Where boaters stop</h2>
      <form onSubmit={show} key={`${range.from}~${range.to}`}>
        <label>
          From <input type="date" name="from" defaultValue={range.from} required />
        </label>{' '}
        <label>
          To <input type="date" name="to" defaultValue={range.to} required />
        </label>{' '}
        <button type="submit">Show</button>
      </form>
      <p>
        The same figures are drawn on the diagram: on each step, the runs that entered it and stopped there;
        on each arrow, the share of those leaving that took it.
      </p>
      {failed ? <p role="alert">The recorded steps could not be read.</p> : null}
      {view ? (
        <>
          <p role="status">
            {view.runs} entered, {view.finished} finished, {view.stopped} stopped on the way.
          </p>
          {view.rows.length ? (
            <table>
              <caption>
                Steps entered from {range.from} to {range.to}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Step</th>
                  <th scope="col">Entered</th>
                  <th scope="col">Stopped here</th>
                  <th scope="col">Median time</th>
                </tr>
              </thead>
              <tbody>
                {view.rows.map((row) => (
                  <tr key={row.state} data-state={row.state}>
                    <th scope="row">{row.title}</th>
                    <td>{row.entered}</td>
                    <td>{row.end ? `${row.stopped} finished` : row.stopped}</td>
                    <td>{duration(row.medianSeconds)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {view.moves.length ? (
            <table>
              <caption>Moves between steps</caption>
              <thead>
                <tr>
                  <th scope="col">From</th>
                  <th scope="col">To</th>
                  <th scope="col">Runs</th>
                  <th scope="col">Share of those leaving</th>
                </tr>
              </thead>
              <tbody>
                {view.moves.map((move) => (
                  <tr key={`${move.from}~${move.to}`}>
                    <td>{titleOf(move.from)}</td>
                    <td>{titleOf(move.to)}</td>
                    <td>{move.count}</td>
                    <td>{percent(move.share)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
