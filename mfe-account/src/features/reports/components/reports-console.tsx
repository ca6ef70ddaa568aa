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
import { accountKey } from '../../../app/i18n';
import { FormFailure } from '../../../components/form-failure';
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
  const { t } = useTranslation('account');
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

function SalesTables({ sales }: { sales: Sales }) {
  const { t } = useTranslation('account');
  const [locale] = useLocale();
  return (
    <>
      <BarChart values={sales.days.map((day) => ({ label: day.date, value: day.amount }))} />
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption className={styles.caption}>{t('reports.sales.perDay')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('reports.date')}</th>
              <th scope="col" className={styles.number}>{t('reports.sales.orders')}</th>
              <th scope="col" className={styles.number}>{t('reports.sales.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {sales.days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatLongDate(day.date, locale)}</th>
                <td className={styles.number}>{formatCount(day.orders, locale)}</td>
                <td className={styles.number}>{formatPrice(day.amount, locale)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('reports.total')}</th>
              <td className={styles.number}>{formatCount(sales.total.orders, locale)}</td>
              <td className={styles.number}>{formatPrice(sales.total.amount, locale)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <h3 id="report-sales-items">{t('reports.sales.perItem')}</h3>
      <div className={styles.scroll}>
        <table className={styles.table} aria-labelledby="report-sales-items">
          <thead>
            <tr>
              <th scope="col">{t('reports.sales.item')}</th>
              <th scope="col">{t('reports.sales.kind')}</th>
              <th scope="col" className={styles.number}>{t('reports.sales.quantity')}</th>
              <th scope="col" className={styles.number}>{t('reports.sales.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {sales.items.map((item) => (
              <tr key={`${item.kind}-${item.id}`}>
                <th scope="row">{(locale === 'en' && item.name.en) || item.name.vi}</th>
                <td>{t(`reports.sales.${item.kind}`)}</td>
                <td className={styles.number}>{formatCount(item.quantity, locale)}</td>
                <td className={styles.number}>{formatPrice(item.amount, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function VisitorsTable({ visitors }: { visitors: Visitors }) {
  const { t } = useTranslation('account');
  const [locale] = useLocale();
  return (
    <>
      <BarChart values={visitors.days.map((day) => ({ label: day.date, value: day.admitted }))} />
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption className={styles.caption}>{t('reports.visitors.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('reports.date')}</th>
              <th scope="col">{t('reports.visitors.gate')}</th>
              <th scope="col" className={styles.number}>{t('reports.visitors.admitted')}</th>
            </tr>
          </thead>
          <tbody>
            {visitors.rows.map((row) => (
              <tr key={`${row.date}-${row.gate}`}>
                <th scope="row">{formatLongDate(row.date, locale)}</th>
                <td>{row.gate === 'online' ? t('reports.visitors.online') : row.gate}</td>
                <td className={styles.number}>{formatCount(row.admitted, locale)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('reports.total')}</th>
              <td />
              <td className={styles.number}>{formatCount(visitors.total, locale)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}

function RefundsTable({ refunds }: { refunds: Refunds }) {
  const { t } = useTranslation('account');
  const [locale] = useLocale();
  return (
    <>
      <BarChart values={refunds.days.map((day) => ({ label: day.date, value: day.amount }))} />
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption className={styles.caption}>{t('reports.refunds.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('reports.date')}</th>
              <th scope="col" className={styles.number}>{t('reports.refunds.count')}</th>
              <th scope="col" className={styles.number}>{t('reports.refunds.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {refunds.days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatLongDate(day.date, locale)}</th>
                <td className={styles.number}>{formatCount(day.refunds, locale)}</td>
                <td className={styles.number}>{formatPrice(day.amount, locale)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('reports.total')}</th>
              <td className={styles.number}>{formatCount(refunds.total.refunds, locale)}</td>
              <td className={styles.number}>{formatPrice(refunds.total.amount, locale)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}

export function ReportsConsole() {
  const { t } = useTranslation('account');
  const trpc = useTRPC();
  const [range, setRange] = useState<ReportRange>(lastThirtyDays);
  const { register, fieldError, failure, sending, submit, prefetch } = useContractForm(reportRangeInput, {
    defaultValues: range,
    failureFallback: accountKey('reports.failed'),
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
