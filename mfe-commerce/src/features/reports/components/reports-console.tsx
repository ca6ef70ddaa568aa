/**
 * The staff's reports (staff area `reports`, read-only): for a range of Vietnam days, sales per
 * day and per ticket type or product, visitors admitted per day and gate, and refunds per day.
 * Each is a table (the figures, and what assistive technology reads) with a small decorative chart,
 * and downloads as CSV. What each figure counts is said on the page, as the API defines it
 * (api/src/reports/report-queries.ts). Only the reports area's roles see the section; the API
 * refuses everyone else.
 */
import { useState, type ReactNode } from 'react';
import { useQuery } from '@storefront/shared/api/react-query';
import type { RouterOutputs } from '@storefront/shared/api/trpc-client';
import { requestHeaders } from '@storefront/shared/api/trpc-client';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import type { ReportKind, ReportRange } from '@storefront/shared/contracts/reports';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { useContractForm } from '@storefront/shared/forms/use-contract-form';
import { formatLongDate } from '@storefront/shared/i18n/format-date';
import { formatCount, formatPrice } from '@storefront/shared/i18n/format-number';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useLocale } from '@storefront/shared/i18n/use-locale';
import { toast } from '@storefront/shared/toast/toast-store';
import { Button } from '@storefront/shared/ui/button';
import { EmptyState } from '@storefront/shared/ui/empty-state';
import { TextField } from '@storefront/shared/ui/fields';
import { QueryState } from '@storefront/shared/ui/query-state';
import { Skeleton } from '@storefront/shared/ui/skeleton';
import { commerceStaffKey } from '../../../lib/staff-i18n';
import { FormFailure } from '@storefront/shared/console/form-failure';
import { reportQueries } from '../report-queries';
import { BarChart } from './bar-chart';
import styles from './reports-console.module.css';

/** Fetched when the form is first focused; see schemaOnDemand. */
const reportRangeInput = schemaOnDemand(() => import('@storefront/shared/contracts/reports').then((contract) => contract.reportRangeInput));

/** The last 30 days, today included: what staff most often look at first. */
function lastThirtyDays(): ReportRange {
  const to = todayInVietnam();
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}

/** The file name the API gave (Content-Disposition), else one of the same shape. */
function downloadName(header: string | null, report: ReportKind, range: ReportRange): string {
  return /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? `${report}_${range.from}_${range.to}.csv`;
}

function CsvButton({ report, range }: { report: ReportKind; range: ReportRange }) {
  const { t } = useTranslation('commerceStaff');
  const [busy, setBusy] = useState(false);
  // A fetch rather than a link: the download needs the session's bearer token, which a plain link cannot send.
  const download = async () => {
    setBusy(true);
    try {
      const response = await fetch(`/api/reports/${report}.csv?${new URLSearchParams({ from: range.from, to: range.to }).toString()}`, { headers: requestHeaders() });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
        throw new Error(body?.error?.message ?? t('reports.downloadFailed'));
      }
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = downloadName(response.headers.get('Content-Disposition'), report, range);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (error) {
      toast({ type: 'error', message: error instanceof Error && error.message ? error.message : t('reports.downloadFailed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" size="small" loading={busy} onClick={() => void download()}>
      {t(`reports.csv.${report}`)}
    </Button>
  );
}

function Report({ id, title, hint, report, range, children }: { id: string; title: string; hint: string; report: ReportKind; range: ReportRange; children: ReactNode }) {
  return (
    <section className={styles.report} aria-labelledby={id}>
      <div className={styles.header}>
        <h2 id={id}>{title}</h2>
        <CsvButton report={report} range={range} />
      </div>
      <p className={styles.hint}>{hint}</p>
      {children}
    </section>
  );
}

type Sales = RouterOutputs['report']['sales'];
type Visitors = RouterOutputs['report']['visitors'];
type Refunds = RouterOutputs['report']['refunds'];

interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Figures align right, so that digits line up. */
  numeric?: boolean;
}

/**
 * A report's figures: one row per entry, the first column heading its row, and an optional total
 * row whose cells follow the columns after the first.
 */
function FigureTable<Row>({ label, columns, rows, rowKey, totals }: { label: { caption: string } | { labelledBy: string }; columns: Column<Row>[]; rows: Row[]; rowKey: (row: Row) => string; totals?: ReactNode[] }) {
  const { t } = useTranslation('commerceStaff');
  const [first, ...rest] = columns;
  const numeric = (column: Column<Row>) => (column.numeric ? styles.number : undefined);
  return (
    <div className={styles.scroll}>
      <table className={styles.table} aria-labelledby={'labelledBy' in label ? label.labelledBy : undefined}>
        {'caption' in label && <caption className={styles.caption}>{label.caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={numeric(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              <th scope="row">{first!.cell(row)}</th>
              {rest.map((column) => (
                <td key={column.header} className={numeric(column)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {totals && (
          <tfoot>
            <tr>
              <th scope="row">{t('reports.total')}</th>
              {rest.map((column, index) => (
                <td key={column.header} className={numeric(column)}>
                  {totals[index]}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

function SalesTables({ sales }: { sales: Sales }) {
  const { t } = useTranslation('commerceStaff');
  const [locale] = useLocale();
  return (
    <>
      <BarChart values={sales.days.map((day) => ({ label: day.date, value: day.amount }))} />
      <FigureTable
        label={{ caption: t('reports.sales.perDay') }}
        rows={sales.days}
        rowKey={(day) => day.date}
        columns={[
          { header: t('reports.date'), cell: (day) => formatLongDate(day.date, locale) },
          { header: t('reports.sales.orders'), cell: (day) => formatCount(day.orders, locale), numeric: true },
          { header: t('reports.sales.amount'), cell: (day) => formatPrice(day.amount, locale), numeric: true },
        ]}
        totals={[formatCount(sales.total.orders, locale), formatPrice(sales.total.amount, locale)]}
      />
      <h3 id="report-sales-items">{t('reports.sales.perItem')}</h3>
      <FigureTable
        label={{ labelledBy: 'report-sales-items' }}
        rows={sales.items}
        rowKey={(item) => `${item.kind}-${item.id}`}
        columns={[
          { header: t('reports.sales.item'), cell: (item) => (locale === 'en' && item.name.en) || item.name.vi },
          { header: t('reports.sales.kind'), cell: (item) => t(`reports.sales.${item.kind}`) },
          { header: t('reports.sales.quantity'), cell: (item) => formatCount(item.quantity, locale), numeric: true },
          { header: t('reports.sales.amount'), cell: (item) => formatPrice(item.amount, locale), numeric: true },
        ]}
      />
    </>
  );
}

function VisitorsTable({ visitors }: { visitors: Visitors }) {
  const { t } = useTranslation('commerceStaff');
  const [locale] = useLocale();
  return (
    <>
      <BarChart values={visitors.days.map((day) => ({ label: day.date, value: day.admitted }))} />
      <FigureTable
        label={{ caption: t('reports.visitors.title') }}
        rows={visitors.rows}
        rowKey={(row) => `${row.date}-${row.gate}`}
        columns={[
          { header: t('reports.date'), cell: (row) => formatLongDate(row.date, locale) },
          { header: t('reports.visitors.gate'), cell: (row) => (row.gate === 'online' ? t('reports.visitors.online') : row.gate) },
          { header: t('reports.visitors.admitted'), cell: (row) => formatCount(row.admitted, locale), numeric: true },
        ]}
        totals={[null, formatCount(visitors.total, locale)]}
      />
    </>
  );
}

function RefundsTable({ refunds }: { refunds: Refunds }) {
  const { t } = useTranslation('commerceStaff');
  const [locale] = useLocale();
  return (
    <>
      <BarChart values={refunds.days.map((day) => ({ label: day.date, value: day.amount }))} />
      <FigureTable
        label={{ caption: t('reports.refunds.title') }}
        rows={refunds.days}
        rowKey={(day) => day.date}
        columns={[
          { header: t('reports.date'), cell: (day) => formatLongDate(day.date, locale) },
          { header: t('reports.refunds.count'), cell: (day) => formatCount(day.refunds, locale), numeric: true },
          { header: t('reports.refunds.amount'), cell: (day) => formatPrice(day.amount, locale), numeric: true },
        ]}
        totals={[formatCount(refunds.total.refunds, locale), formatPrice(refunds.total.amount, locale)]}
      />
    </>
  );
}

export function ReportsConsole() {
  const { t } = useTranslation('commerceStaff');
  const trpc = useTRPC();
  const [range, setRange] = useState<ReportRange>(lastThirtyDays);
  const { register, fieldError, failure, sending, submit, prefetch } = useContractForm(reportRangeInput, {
    defaultValues: range,
    failureFallback: commerceStaffKey('reports.failed'),
    onSubmit: (input) => setRange({ from: input.from, to: input.to }),
  });
  const sales = useQuery(reportQueries.sales(trpc, range));
  const visitors = useQuery(reportQueries.visitors(trpc, range));
  const refunds = useQuery(reportQueries.refunds(trpc, range));
  const skeleton = <Skeleton shape="rect" height="10rem" />;
  const empty = <EmptyState title={t('reports.empty')} />;
  return (
    <>
      <p>{t('reports.intro')}</p>
      <form className={styles.form} onSubmit={submit} onFocus={prefetch} noValidate aria-label={t('reports.rangeForm')}>
        <FormFailure message={failure} className={styles.alert} />
        <TextField label={t('reports.from')} type="date" required {...register('from')} error={fieldError('from')} />
        <TextField label={t('reports.to')} type="date" required hint={t('reports.maxDays')} {...register('to')} error={fieldError('to')} />
        <Button type="submit" loading={sending}>
          {t('reports.show')}
        </Button>
      </form>
      <Report id="report-sales" title={t('reports.sales.title')} hint={t('reports.sales.definition')} report="sales" range={range}>
        <QueryState query={sales} skeleton={skeleton} isEmpty={(data) => data.days.length === 0} empty={empty}>
          {(data) => <SalesTables sales={data} />}
        </QueryState>
      </Report>
      <Report id="report-visitors" title={t('reports.visitors.title')} hint={t('reports.visitors.definition')} report="visitors" range={range}>
        <QueryState query={visitors} skeleton={skeleton} isEmpty={(data) => data.rows.length === 0} empty={empty}>
          {(data) => <VisitorsTable visitors={data} />}
        </QueryState>
      </Report>
      <Report id="report-refunds" title={t('reports.refunds.title')} hint={t('reports.refunds.definition')} report="refunds" range={range}>
        <QueryState query={refunds} skeleton={skeleton} isEmpty={(data) => data.days.length === 0} empty={empty}>
          {(data) => <RefundsTable refunds={data} />}
        </QueryState>
      </Report>
    </>
  );
}
