// `/flows` route component: the registry's charts with their generated-test coverage.
import { usePageMeta } from '@/src/shell/page-meta';
import { chartEntries } from './chart-catalog';
import { coverageSummary } from './chart-coverage';
import { FlowsList } from './flows-list';

const entries = chartEntries();

export function FlowsPage() {
  usePageMeta({ title: 'Journey charts', description: 'Every user journey of the portal as a statechart.' });
  return <FlowsList entries={entries} coverageOf={(entry) => coverageSummary(entry.machine)} />;
}
