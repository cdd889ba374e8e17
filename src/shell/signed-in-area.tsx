// A signed-in portal area: the member data cache around the pages, behind the sign-in check.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RequireSignIn } from './require-sign-in';

export function SignedInArea({
  queryClient,
  steerUnregistered,
}: {
  queryClient: QueryClient;
  steerUnregistered: boolean;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <RequireSignIn steerUnregistered={steerUnregistered} />
    </QueryClientProvider>
  );
}
