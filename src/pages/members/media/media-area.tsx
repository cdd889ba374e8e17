// The data cache around the public media pages (loaded with them, not with the first screen).
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import './media.css';

export function MediaArea({ client }: { client: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}
