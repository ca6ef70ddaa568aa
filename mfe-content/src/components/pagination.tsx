import { useTranslation } from '@storefront/shared/i18n/react';
import { Link, useLocation } from '@storefront/shared/routes/router';
import styles from './ui.module.css';

/** Page links that keep the other query parameters (a chosen category stays chosen). */
export function Pagination({ page, pageSize, total }: { page: number; pageSize: number; total: number }) {
  const { t } = useTranslation('content');
  const location = useLocation();
  const pageCount = Math.ceil(total / pageSize);
  if (pageCount <= 1) return null;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target === 1) params.delete('page');
    else params.set('page', String(target));
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ''}`;
  };
  return (
    <nav aria-label={t('pagination.label')} className={styles.pagination}>
      {Array.from({ length: pageCount }, (_, i) => i + 1).map((target) => (
        <Link key={target} to={hrefFor(target)} className={styles.chip} aria-current={target === page ? 'page' : undefined} aria-label={t('pagination.page', { page: target })}>
          {target}
        </Link>
      ))}
    </nav>
  );
}

/** The page number in `?page=`, 1 when missing or nonsense. */
export function pageFromSearch(search: URLSearchParams): number {
  const value = Number(search.get('page'));
  return Number.isInteger(value) && value >= 1 && value <= 10_000 ? value : 1;
}
