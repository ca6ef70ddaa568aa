/**
 * The editors' map console (staff area `content`): every place on the area map, in the public
 * list's order, to change, move or delete, and a form to add one, placed by a click on the same
 * illustrated map the public page shows. Only the content area's roles see the section; the API
 * refuses everyone else.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@storefront/shared/api/react-query';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { formatDecimal } from '@storefront/shared/i18n/format-number';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useLocale } from '@storefront/shared/i18n/use-locale';
import { toast } from '@storefront/shared/toast/toast-store';
import { Button } from '@storefront/shared/ui/button';
import { EmptyState } from '@storefront/shared/ui/empty-state';
import { QueryState } from '@storefront/shared/ui/query-state';
import { Skeleton } from '@storefront/shared/ui/skeleton';
import { ConfirmDelete } from '@storefront/shared/console/confirm-delete';
import { mapQueries } from '../map-queries';
import { PointForm, type ConsolePoint } from './point-form';
import ui from '@storefront/shared/console/console.module.css';
import styles from './map-console.module.css';

function PointRow({ point, onEdit, editing }: { point: ConsolePoint; onEdit: () => void; editing: boolean }) {
  const { t, i18n } = useTranslation('contentStaff');
  const [locale] = useLocale();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const remove = useMutation(trpc.map.deletePoint.mutationOptions());
  const name = (i18n.language === 'en' && point.name.en) || point.name.vi;
  const deletePoint = async () => {
    await remove.mutateAsync({ id: point.id });
    toast({ type: 'success', message: t('mapAdmin.deleted', { name: point.name.vi }) });
    await queryClient.invalidateQueries({ queryKey: mapQueries.consoleKey(trpc) });
  };
  return (
    <li className={`${ui.row} ${styles.point}`}>
      <div className={ui.rowText}>
        <h2 className={styles.name}>{name}</h2>
        <p className={ui.meta}>
          {t(`mapAdmin.categories.${point.category}`)} · {t('mapAdmin.at', { x: formatDecimal(point.x, locale), y: formatDecimal(point.y, locale) })}
        </p>
      </div>
      <div className={ui.buttons}>
        <Button variant="secondary" size="small" aria-expanded={editing} aria-label={t('mapAdmin.editNamed', { name })} onClick={onEdit}>
          {t('mapAdmin.edit')}
        </Button>
        <ConfirmDelete label={t('mapAdmin.deleteNamed', { name })} question={t('mapAdmin.deleteQuestion', { name })} onConfirm={deletePoint} />
      </div>
    </li>
  );
}

export function MapConsole() {
  const { t } = useTranslation('contentStaff');
  const trpc = useTRPC();
  const map = useQuery(mapQueries.console(trpc));
  /** null: the list alone; 'new': a blank form; a number: that point's form. */
  const [open, setOpen] = useState<null | 'new' | number>(null);
  return (
    <div className={ui.console}>
      <p className={ui.intro}>{t('mapAdmin.intro')}</p>
      <QueryState query={map} skeleton={<Skeleton shape="rect" height="10rem" />}>
        {(data) => {
          const editing = typeof open === 'number' ? data.points.find((point) => point.id === open) : undefined;
          return (
            <>
              {open === null ? (
                <div>
                  <Button onClick={() => setOpen('new')}>{t('mapAdmin.new')}</Button>
                </div>
              ) : (
                <PointForm key={open} point={editing} map={data} onDone={() => setOpen(null)} />
              )}
              {data.points.length === 0 ? (
                <EmptyState title={t('mapAdmin.empty')} />
              ) : (
                <ul className={ui.list} aria-label={t('mapAdmin.list')}>
                  {data.points.map((point) => (
                    <PointRow key={point.id} point={point} editing={open === point.id} onEdit={() => setOpen(open === point.id ? null : point.id)} />
                  ))}
                </ul>
              )}
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
