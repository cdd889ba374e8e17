// A signed-in portal area: the member data cache around the pages, behind the sign-in check.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RequireSignIn } from './require-sign-in';

export function SignedInArea({
  queryClient,
  steerUnregistered,
  children,
}: {
  queryClient: QueryClient;
  steerUnregistered: boolean;
  /** What the area shows once signed in (the route's children by default). */
  children?: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <RequireSignIn steerUnregistered={steerUnregistered}>{children}</RequireSignIn>
    </QueryClientProvider>
  );
}
