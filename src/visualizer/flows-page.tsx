// `/flows` route component: the registry's charts with their generated-test coverage.
import { use } from 'react';
import { usePageMeta } from '@/src/shell/page-meta';
import { loadChartList } from './chart-catalog';
import { coverageSummary } from './chart-coverage';
import { FlowsList } from './flows-list';

export function FlowsPage() {
  usePageMeta({ title: 'Journey charts', description: 'Every user journey of the portal as a statechart.' });
  const entries = use(loadChartList());
  return <FlowsList entries={entries} coverageOf={(entry) => coverageSummary(entry.machine)} />;
}
