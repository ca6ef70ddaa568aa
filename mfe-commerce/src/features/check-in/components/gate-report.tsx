/**
 * The server's view of a gate day: entries per gate, and the tickets admitted twice (two gates
 * offline, or offline and online) with every admission's device, gate and times, so staff can
 * follow up. The server is the judge; this reads what it decided.
 */
import { formatDateTime, formatMediumDate } from '@storefront/shared/i18n/format-date';
import { useState } from 'react';
import { useQuery } from '@storefront/shared/api/react-query';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useLocale } from '@storefront/shared/i18n/use-locale';
import { QueryState } from '@storefront/shared/ui/query-state';
import { Skeleton } from '@storefront/shared/ui/skeleton';
import { Pager } from '@storefront/shared/console/pager';
import { gateQueries } from '../gate-queries';
import styles from './check-in.module.css';

const CONFLICTS_PAGE_SIZE = 10;

export function GateReport({ date }: { date: string }) {
  const { t } = useTranslation('commerceStaff');
  const [locale] = useLocale();
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const report = useQuery(gateQueries.report(trpc, date));
  const conflicts = useQuery(gateQueries.conflicts(trpc, { date, page, pageSize: CONFLICTS_PAGE_SIZE }));

  return (
    <section className={styles.report} aria-labelledby="gate-report-title">
      <h2 id="gate-report-title">{t('gate.reportTitle', { date: formatMediumDate(date, locale) })}</h2>
      <QueryState
        query={report}
        skeleton={<Skeleton height="6rem" />}
        errorText={t('gate.reportFailed')}
        isEmpty={({ gates }) => gates.length === 0}
        empty={<p className={styles.detail}>{t('gate.noEntries')}</p>}
      >
        {({ gates }) => (
          <table>
            <thead>
              <tr>
                <th scope="col">{t('gate.gate')}</th>
                <th scope="col">{t('gate.admitted')}</th>
                <th scope="col">{t('gate.conflicts')}</th>
                <th scope="col">{t('gate.rejected')}</th>
              </tr>
            </thead>
            <tbody>
              {gates.map((row) => (
                <tr key={row.gate}>
                  <th scope="row">{row.gate === 'online' ? t('gate.onlineGate') : row.gate}</th>
                  <td>{row.admitted}</td>
                  <td>{row.conflicts}</td>
                  <td>{row.rejected}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
      <h3>{t('gate.conflictsTitle')}</h3>
      <QueryState
        query={conflicts}
        skeleton={<Skeleton height="4rem" />}
        errorText={t('gate.reportFailed')}
        isEmpty={({ items }) => items.length === 0}
        empty={<p className={styles.detail}>{t('gate.noConflicts')}</p>}
      >
        {({ items, total }) => (
          <>
            <ul data-testid="gate-conflicts">
              {items.map((item) => (
                <li key={item.ticketId}>
                  <p>{t('gate.conflictTicket', { id: item.ticketId, orderCode: item.orderCode, status: t(`checkIn.ticketStatus.${item.status}`) })}</p>
                  <ul>
                    {item.admissions.map((admission, index) => (
                      <li key={index}>
                        {t('gate.admission', {
                          device: admission.deviceName ?? t('gate.unnamedDevice'),
                          gate: admission.gate ?? t('gate.onlineGate'),
                          scannedAt: formatDateTime(admission.scannedAt, locale),
                          receivedAt: formatDateTime(admission.receivedAt, locale),
                          source: t(`gate.source.${admission.source}`),
                        })}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
            <Pager label={t('gate.conflictsTitle')} page={page} pages={Math.ceil(total / CONFLICTS_PAGE_SIZE)} onPage={setPage} />
          </>
        )}
      </QueryState>
    </section>
  );
}
