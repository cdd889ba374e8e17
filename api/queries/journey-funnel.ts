// The journey funnel `/flows` shows (decision 276): one journey's recorded steps over a date range. A
// failure is the panel's to show, never an error page.
import { failureHandledByCaller, type ApiClient } from '../client';

export async function journeyFunnel(api: ApiClient, journey: string, from: string, to: string) {
  const { data, error } = await api.GET('/journey-funnel', {
    params: { query: { journey, from, to } },
    middleware: [failureHandledByCaller],
  });
  if (!data) throw error ?? new Error('No funnel');
  return data;
}
