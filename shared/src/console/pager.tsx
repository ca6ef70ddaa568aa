/**
 * Previous / next under a staff queue, with the page in between. The queues answer a page at a
 * time, so a flooded queue still opens at once.
 */
import { useEffect } from 'react';
import { useConsoleTexts, fill } from './console-texts';
import { Button } from '@storefront/shared/ui/button';
import styles from './pager.module.css';

/** Items per page of a staff queue; the API takes at most STAFF_PAGE_SIZE_MAX (contracts/common). */
export const STAFF_PAGE_SIZE = 20;

export function pageCount(total: number, pageSize = STAFF_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * When the last item of the last page has been handled, that page no longer exists: go to the
 * page that is now the last.
 */
export function useStayInRange(page: number, pages: number | undefined, setPage: (page: number) => void): void {
  useEffect(() => {
    if (pages !== undefined && page > pages) setPage(pages);
  }, [page, pages, setPage]);
}

export function Pager({ label, page, pages, onPage }: { label: string; page: number; pages: number; onPage: (page: number) => void }) {
  const texts = useConsoleTexts();
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button variant="ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {texts.pager.previous}
      </Button>
      <span aria-current="page">{fill(texts.pager.page, { page, pages })}</span>
      <Button variant="ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {texts.pager.next}
      </Button>
    </nav>
  );
}
