/**
 * Staff's order desk (/dashboard/order-desk): the search, and a page per order at
 * /dashboard/order-desk/<code>. Only the operations area's roles see the section; the API refuses
 * everyone else.
 */
import { Route, Routes } from '@storefront/shared/routes/router';
import { OrderPage } from './order-page';
import { OrderSearch } from './order-search';

export function OrderDesk() {
  return (
    <Routes>
      <Route index element={<OrderSearch />} />
      <Route path=":orderCode" element={<OrderPage />} />
    </Routes>
  );
}
