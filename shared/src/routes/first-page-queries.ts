/**
 * The API queries a page asks for as it first renders, which the server answers inside the served
 * document (api/src/http/startup-state.ts): the first page then renders with its data instead of
 * waiting for a round trip to the API after its code has run (largest paint).
 *
 * Each input must equal what the page passes to `queryOptions` (TanStack Query compares keys by
 * value), or the page simply asks the API as before. e2e/tests/platform/first-page-data.spec.ts
 * loads every page listed here and fails when the browser still asks for one of its queries.
 * Only public data belongs here: the server answers without the reader's session.
 */
import type { RouteEntry, RouteId } from './route-table';

export interface FirstPageQuery {
  /** The procedure, as `router.procedure`. */
  path: string;
  input?: Record<string, string | number>;
}

type Params = Record<string, string | undefined>;

const queries: Partial<Record<RouteId, (params: Params) => FirstPageQuery[]>> = {
  home: (): FirstPageQuery[] => [
    { path: 'service.list' },
    { path: 'post.list', input: { kind: 'article', pageSize: 3 } },
    { path: 'gallery.list' },
    { path: 'review.list', input: { pageSize: 3 } },
    { path: 'ticket.list' }, // the commerce team's TicketHighlights fragment
  ],
  postDetail: ({ slug = '' }): FirstPageQuery[] => [
    { path: 'post.bySlug', input: { slug } },
    { path: 'post.sidebar' },
    { path: 'comment.list', input: { postSlug: slug } },
  ],
  productDetail: ({ slug = '' }) => [{ path: 'product.bySlug', input: { slug } }],
  serviceList: () => [{ path: 'service.list' }],
  ticketList: () => [{ path: 'ticket.list' }],
  orderTicket: () => [{ path: 'ticket.list' }],
  checkout: () => [{ path: 'checkout.paymentMethods' }],
};

/** The footer's contact details, in every layout but the sign-in pages'. */
const footerQueries: FirstPageQuery[] = [{ path: 'page.contact' }];

export function firstPageQueries(route: RouteEntry, params: Params): FirstPageQuery[] {
  const page = queries[route.id as RouteId]?.(params) ?? [];
  return route.layout === 'auth' ? page : [...page, ...footerQueries];
}
