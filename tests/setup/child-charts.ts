// Tests drive the charts that start the home-port wizard (purchase, renewal, boat form) with the wizard's
// chart already loaded, as a boater's run has it by the time it can enter it (the runner loads it while the
// step before shows; machines/lazy-logic.ts, whose own tests start it before and after its code is here).
import { homePortChart } from '@/machines/home-port-child';

await homePortChart.load();
