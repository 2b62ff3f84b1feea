import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../lib/api/query-client';
import { Boot } from './Boot';

const queryClient = createQueryClient();

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Boot />
    </QueryClientProvider>
  );
}
