/**
 * Remote releases for admins (staff area `releases`): each live remote's stable version and, while
 * one runs, its canary, with the share of visitors each reaches and their field figures over the
 * same minutes (page views, error rate, the 75th percentile of each vital), what the canary rule
 * makes of them, and the last decisions. An admin may promote or roll back a canary, and choose
 * which side of every split their own browser sees.
 */
import { formatDateTime } from '@storefront/shared/i18n/format-date';
import { useMutation, useQuery, useQueryClient } from '@storefront/shared/api/react-query';
import { useTranslation } from '@storefront/shared/i18n/react';
import type { RouterOutputs } from '@storefront/shared/api/trpc-client';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { useLocale } from '@storefront/shared/i18n/use-locale';
import { toast } from '@storefront/shared/toast/toast-store';
import { Button } from '@storefront/shared/ui/button';
import { QueryState } from '@storefront/shared/ui/query-state';
import { Skeleton } from '@storefront/shared/ui/skeleton';
import cards from '@storefront/shared/console/request-cards.module.css';
import { releaseQueries } from '../release-queries';
import { chooseCohort, ownCohort, type OwnCohort } from './own-cohort';
import styles from './releases-console.module.css';

type Overview = RouterOutputs['releases']['overview'];
type RemoteRelease = Overview['remotes'][number];
type Figures = RemoteRelease['stable']['figures'];

const VITALS = ['LCP', 'INP', 'CLS'] as const;

const errorRate = (figures: Figures) => (figures.pageViews === 0 ? undefined : figures.errors / figures.pageViews);

function percent(value: number | undefined, locale: string): string {
  return value === undefined ? '–' : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value);
}

function vital(figures: Figures, name: (typeof VITALS)[number], locale: string): string {
  const seen = figures.vitals[name];
  if (!seen) return '–';
  if (name === 'CLS') return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(seen.p75);
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(seen.p75)} ms`;
}

function FiguresRow({ label, version, share, figures, worse }: { label: string; version: string; share: number; figures: Figures; worse?: boolean }) {
  const [locale] = useLocale();
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>
        <code>{version}</code>
      </td>
      <td>{percent(share / 100, locale)}</td>
      <td>{figures.pageViews}</td>
      <td className={worse ? styles.worse : undefined}>
        {figures.errors} ({percent(errorRate(figures), locale)})
      </td>
      {VITALS.map((name) => (
        <td key={name}>{vital(figures, name, locale)}</td>
      ))}
    </tr>
  );
}

function CanaryActions({ release }: { release: RemoteRelease }) {
  const { t } = useTranslation('account');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const settled = {
    onSettled: () => queryClient.invalidateQueries({ queryKey: releaseQueries.overviewKey(trpc) }),
  };
  const promote = useMutation(
    trpc.releases.promote.mutationOptions({ ...settled, onSuccess: (_done, { remote, version }) => toast({ type: 'success', message: t('releases.promoted', { remote, version }) }) }),
  );
  const rollBack = useMutation(
    trpc.releases.rollBack.mutationOptions({ ...settled, onSuccess: (_done, { remote, version }) => toast({ type: 'success', message: t('releases.rolledBack', { remote, version }) }) }),
  );
  const canary = release.canary!;
  const input = { remote: release.remote, version: canary.version };
  const busy = promote.isPending || rollBack.isPending;
  return (
    <div className={styles.actions}>
      <Button size="small" loading={promote.isPending} disabled={busy} onClick={() => promote.mutate(input)}>
        {t('releases.promote', { version: canary.version })}
      </Button>
      <Button size="small" variant="danger" loading={rollBack.isPending} disabled={busy} onClick={() => rollBack.mutate(input)}>
        {t('releases.rollBack', { version: canary.version })}
      </Button>
    </div>
  );
}

function RemoteCard({ release }: { release: RemoteRelease }) {
  const { t } = useTranslation('account');
  const [locale] = useLocale();
  const { canary } = release;
  const canaryWorse = canary?.verdict.action === 'rollBack';
  return (
    <li className={`${cards.item} ${styles.remote}`}>
      <h2>{release.remote}</h2>
      <p className={cards.meta}>
        {canary
          ? t(`releases.verdict.${canary.verdict.reason}`, { endsAt: formatDateTime(String(canary.endsAt), locale) })
          : t('releases.noCanary', { since: formatDateTime(String(release.since), locale) })}
      </p>
      <div className={styles.scroll}>
        <table className={styles.figures}>
          <thead>
            <tr>
              <th scope="col">{t('releases.side')}</th>
              <th scope="col">{t('releases.version')}</th>
              <th scope="col">{t('releases.share')}</th>
              <th scope="col">{t('releases.pageViews')}</th>
              <th scope="col">{t('releases.errors')}</th>
              {VITALS.map((name) => (
                <th scope="col" key={name}>
                  {t('releases.vital', { name })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <FiguresRow label={t('releases.stable')} version={release.stable.version} share={100 - (canary?.percent ?? 0)} figures={release.stable.figures} />
            {canary && <FiguresRow label={t('releases.canary')} version={canary.version} share={canary.percent} figures={canary.figures} worse={canaryWorse} />}
          </tbody>
        </table>
      </div>
      {canary && <CanaryActions release={release} />}
      {release.decisions.length > 0 && (
        <>
          <h3>{t('releases.decisions')}</h3>
          <ul className={styles.decisions}>
            {release.decisions.map((decision) => (
              <li key={decision.id}>
                {t(`releases.decision.${decision.outcome}`, {
                  version: decision.version,
                  when: formatDateTime(String(decision.createdAt), locale),
                  why: t(`releases.reason.${decision.reason as 'byPerson'}`),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}

function CohortChoice() {
  const { t } = useTranslation('account');
  const current = ownCohort();
  const choices: OwnCohort[] = ['canary', 'stable', 'assigned'];
  return (
    <div className={styles.cohort}>
      <span>{t(`releases.cohort.${current}`)}</span>
      {choices
        .filter((choice) => choice !== current)
        .map((choice) => (
          <Button key={choice} size="small" variant="ghost" onClick={() => chooseCohort(choice)}>
            {t(`releases.choose.${choice}`)}
          </Button>
        ))}
    </div>
  );
}

export function ReleasesConsole() {
  const { t } = useTranslation('account');
  const trpc = useTRPC();
  const overview = useQuery(releaseQueries.overview(trpc));
  return (
    <>
      <QueryState query={overview} skeleton={<Skeleton shape="rect" height="12rem" />}>
        {({ rule, remotes }) => (
          <>
            <p>{t('releases.intro', { minPageViews: rule.minPageViews, margin: Math.round(rule.margin * 100) })}</p>
            <CohortChoice />
            <ul className={cards.list}>
              {remotes.map((release) => (
                <RemoteCard key={release.remote} release={release} />
              ))}
            </ul>
          </>
        )}
      </QueryState>
    </>
  );
}
