import { reportRangeInput } from '@storefront/shared/contracts/reports';
import { refundsReport, salesReport, visitorsReport } from '../reports/report-queries';
import { DOWNLOAD_WINDOW_SECONDS, DOWNLOADS_PER_WINDOW } from '../reports/csv-route';
import { areaProcedure, heavyWork, router } from '../trpc';

/**
 * The console's reports (staff area `reports`: staff and admins), read-only: sales, admissions
 * and refunds over at most a year of Vietnam days. What each counts is said in reports/report-queries.ts;
 * the same figures download as CSV from /api/reports/<report>.csv (reports/csv-route.ts), and are
 * limited per account as the downloads are: each may sum a year of orders.
 */
const reportProcedure = areaProcedure('reports').use(heavyWork('report', DOWNLOADS_PER_WINDOW, DOWNLOAD_WINDOW_SECONDS)).input(reportRangeInput);

export const reportRouter = router({
  sales: reportProcedure.query(({ ctx, input }) => salesReport(ctx.db, input)),
  visitors: reportProcedure.query(({ ctx, input }) => visitorsReport(ctx.db, input)),
  refunds: reportProcedure.query(({ ctx, input }) => refundsReport(ctx.db, input)),
});
