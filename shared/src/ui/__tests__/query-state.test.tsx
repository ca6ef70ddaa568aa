import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@storefront/shared/api/react-query';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { withTestApi } from '@storefront/shared/testing/test-api';
import { QueryState, type QueryStateProps } from '@storefront/shared/ui/query-state';
import { renderWithProviders } from '@storefront/shared/ui/test-render';

const api = withTestApi();

/** A query answered by the test: each call waits until `answer` or `fail` is called. */
function heldAnswers<T>() {
  const pending: Array<{ resolve: (value: T) => void; reject: (error: Error) => void }> = [];
  const queryFn = jest.fn(() => new Promise<T>((resolve, reject) => pending.push({ resolve, reject })));
  const next = () => {
    const call = pending.shift();
    if (!call) throw new Error('No call is waiting');
    return call;
  };
  return {
    queryFn,
    answer: (value: T) => act(async () => next().resolve(value)),
    fail: (error: Error) => act(async () => next().reject(error)),
  };
}

type ListProps = Omit<QueryStateProps<string[]>, 'query' | 'children'> & { queryFn: () => Promise<string[]> };

function List({ queryFn, ...props }: ListProps) {
  const query = useQuery({ queryKey: ['names'], queryFn });
  return (
    <QueryState query={query} {...props}>
      {(names) => (
        <ul aria-label="names">
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

describe('QueryState', () => {
  it('shows a busy, labelled skeleton while loading, then the data', async () => {
    const held = heldAnswers<string[]>();
    await renderWithProviders(<List queryFn={held.queryFn} />, { locale: 'en' });
    const status = screen.getByRole('status', { name: 'Loading' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await held.answer(['Lan', 'Bình']);
    expect(await screen.findByRole('list', { name: 'names' })).toHaveTextContent('LanBình');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("shows the caller's skeleton", async () => {
    const held = heldAnswers<string[]>();
    await renderWithProviders(<List queryFn={held.queryFn} skeleton={<p>three cards</p>} />);
    expect(screen.getByRole('status', { name: 'Đang tải' })).toHaveTextContent('three cards');
  });

  it('shows a failed load with a Retry that loads again, with the skeleton while it does', async () => {
    const held = heldAnswers<string[]>();
    await renderWithProviders(<List queryFn={held.queryFn} errorText="Không tải được danh sách" />);
    await held.fail(new Error('boom'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Không tải được danh sách');
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('status', { name: 'Đang tải' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Thử lại' })).not.toBeInTheDocument();
    await held.answer(['Lan']);
    expect(await screen.findByRole('list', { name: 'names' })).toHaveTextContent('Lan');
    expect(held.queryFn).toHaveBeenCalledTimes(2);
  });

  it('shows what the caller counts as empty with the common empty state, or its own', async () => {
    const held = heldAnswers<string[]>();
    const { unmount } = await renderWithProviders(<List queryFn={held.queryFn} isEmpty={(names) => names.length === 0} />, { locale: 'en' });
    await held.answer([]);
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    unmount();

    const again = heldAnswers<string[]>();
    await renderWithProviders(<List queryFn={again.queryFn} isEmpty={(names) => names.length === 0} empty={<p>Chưa có ai</p>} />);
    await again.answer([]);
    expect(await screen.findByText('Chưa có ai')).toBeInTheDocument();
  });

  it('keeps the data it shows when a later refresh fails', async () => {
    const held = heldAnswers<string[]>();
    const { queryClient } = await renderWithProviders(<List queryFn={held.queryFn} />);
    await held.answer(['Lan']);
    expect(await screen.findByRole('list', { name: 'names' })).toHaveTextContent('Lan');
    await act(async () => void queryClient.refetchQueries({ queryKey: ['names'] }));
    expect(held.queryFn).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('list', { name: 'names' })).toHaveTextContent('Lan');
    await held.fail(new Error('boom'));
    await waitFor(() => expect(queryClient.getQueryState(['names'])?.status).toBe('error'));
    expect(screen.getByRole('list', { name: 'names' })).toHaveTextContent('Lan');
    expect(screen.queryByRole('button', { name: 'Thử lại' })).not.toBeInTheDocument();
  });

  it("shows the server's not-found answer without a Retry, since trying again cannot help", async () => {
    function Product() {
      const trpc = useTRPC();
      const product = useQuery(trpc.product.bySlug.queryOptions({ slug: 'khong-co-san-pham-nay' }));
      return (
        <QueryState query={product} notFound="Không có sản phẩm này">
          {(found) => <h1>{found.name}</h1>}
        </QueryState>
      );
    }
    await renderWithProviders(<Product />, { api });
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Không có sản phẩm này');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  }, 20_000);
});
