// Component tests render the runner with the home-port wizard's binding already loaded, as a boater's run
// has it by the time it can enter it (the runner loads it while the step before shows; the runner's own
// tests check an event waiting for it, and the route's loader loading it for a kept run or a child's URL).
import { homePortChildFlow } from '@/journeys/home-port/home-port-child-flow';

await homePortChildFlow.load();
