import { act, render, screen } from '@testing-library/react';
import { useQuery } from '@storefront/shared/api/react-query';
import { emit } from '@storefront/shared/events/events';
import { setApiClient } from '@storefront/shared/api/trpc-client';
import { AppProviders } from '../app-providers';

/** A page showing whose answer it holds; each fetch answers for the person signed in then. */
let signedIn = 'Lan';
function WhoseOrders() {
  const { data } = useQuery({ queryKey: ['orders'], queryFn: async () => `orders of ${signedIn}`, staleTime: Infinity });
  return <p>{data ?? 'loading'}</p>;
}

beforeAll(() => setApiClient(null));

it.each(['account:signed-out', 'account:signed-in'] as const)('shows no answer cached for the person before, after %s', async (event) => {
  render(
    <AppProviders>
      <WhoseOrders />
    </AppProviders>,
  );
  expect(await screen.findByText('orders of Lan')).toBeInTheDocument();
  signedIn = 'Minh';
  act(() => (event === 'account:signed-in' ? emit(event, { userId: '2' }) : emit(event)));
  expect(await screen.findByText('orders of Minh')).toBeInTheDocument();
  expect(screen.queryByText('orders of Lan')).not.toBeInTheDocument();
  signedIn = 'Lan';
});
