/**
 * The editors' article console (staff area `content`): every article and news post, drafts and
 * scheduled ones included, a page at a time, and the form that writes a new one or changes one.
 * Only the content area's roles see the section; the API refuses everyone else.
 */
import { useState } from 'react';
import { useQuery } from '@storefront/shared/api/react-query';
import type { RouterOutputs } from '@storefront/shared/api/trpc-client';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { formatDateTime } from '@storefront/shared/i18n/format-date';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useLocale } from '@storefront/shared/i18n/use-locale';
import { Button } from '@storefront/shared/ui/button';
import { EmptyState } from '@storefront/shared/ui/empty-state';
import { QueryState } from '@storefront/shared/ui/query-state';
import { Skeleton } from '@storefront/shared/ui/skeleton';
import { Pager } from '@storefront/shared/console/pager';
import { articleQueries } from '../article-queries';
import { ArticleEditor } from './article-editor';
import styles from './article-console.module.css';

type Row = RouterOutputs['post']['adminList']['items'][number];

function ArticleRow({ row, onOpen }: { row: Row; onOpen: (id: number) => void }) {
  const { t } = useTranslation('contentStaff');
  const [locale] = useLocale();
  return (
    <li className={styles.row}>
      <div className={styles.rowText}>
        <h2 className={styles.rowTitle}>{row.title}</h2>
        <p className={styles.meta}>
          <span className={styles[row.status]}>{t(`articles.status.${row.status}`)}</span>
          {' · '}
          {t(`articles.kind.${row.kind}`)}
          {row.status !== 'draft' && <> · {formatDateTime(row.publishedAt, locale)}</>}
          {' · /'}
          {row.slug}
        </p>
      </div>
      <Button variant="secondary" onClick={() => onOpen(row.id)} aria-label={t('articles.editNamed', { title: row.title })}>
        {t('articles.edit')}
      </Button>
    </li>
  );
}

export function ArticleConsole() {
  const { t } = useTranslation('contentStaff');
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  /** null: the list; 'new': a blank form; a number: that article's form. */
  const [open, setOpen] = useState<null | 'new' | number>(null);
  const list = useQuery({ ...articleQueries.list(trpc, page), enabled: open === null });

  if (open !== null) {
    return <ArticleEditor id={open === 'new' ? undefined : open} onOpened={(id) => setOpen(id)} onClose={() => setOpen(null)} />;
  }
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  return (
    <div className={styles.console}>
      <div>
        <Button onClick={() => setOpen('new')}>{t('articles.new')}</Button>
      </div>
      <QueryState query={list} skeleton={<Skeleton shape="rect" height="10rem" />} isEmpty={({ items }) => items.length === 0} empty={<EmptyState title={t('articles.empty')} />}>
        {({ items }) => (
          <ul className={styles.list}>
            {items.map((row) => (
              <ArticleRow key={row.id} row={row} onOpen={setOpen} />
            ))}
          </ul>
        )}
      </QueryState>
      <Pager label={t('articles.pages')} page={page} pages={pages} onPage={setPage} />
    </div>
  );
}
