/**
 * The editors' menu console (staff area `content`): the restaurant menu as the public page lists
 * it, section by section, each movable up and down, changed or deleted once empty, with its dishes
 * to change, move to another section or delete, and a form to add one. Only the content area's
 * roles see the section; the API refuses everyone else.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@storefront/shared/api/react-query';
import type { RouterOutputs } from '@storefront/shared/api/trpc-client';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { formatPrice } from '@storefront/shared/i18n/format-number';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useLocale } from '@storefront/shared/i18n/use-locale';
import { toast } from '@storefront/shared/toast/toast-store';
import { Button } from '@storefront/shared/ui/button';
import { EmptyState } from '@storefront/shared/ui/empty-state';
import { QueryState } from '@storefront/shared/ui/query-state';
import { Skeleton } from '@storefront/shared/ui/skeleton';
import { ConfirmDelete } from '@storefront/shared/console/confirm-delete';
import { menuQueries } from '../menu-queries';
import { DishForm } from './dish-form';
import { SectionForm } from './section-form';
import ui from '@storefront/shared/console/console.module.css';
import styles from './menu-console.module.css';

type Console = RouterOutputs['menu']['adminList'];
export type ConsoleSection = Console['sections'][number];
export type ConsoleDish = ConsoleSection['dishes'][number];

/** A text in the console's language, the Vietnamese where there is no English. */
function useShown() {
  const { i18n } = useTranslation('contentStaff');
  return (text: { vi: string; en?: string } | null) => (text ? (i18n.language === 'en' && text.en) || text.vi : '');
}

function DishRow({ dish, section, menu }: { dish: ConsoleDish; section: ConsoleSection; menu: Console }) {
  const { t } = useTranslation('contentStaff');
  const [locale] = useLocale();
  const shown = useShown();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const remove = useMutation(trpc.menu.deleteDish.mutationOptions());
  const name = shown(dish.name);
  const deleteDish = async () => {
    await remove.mutateAsync({ id: dish.id });
    toast({ type: 'success', message: t('menuAdmin.dishDeleted', { name: dish.name.vi }) });
    await queryClient.invalidateQueries({ queryKey: menuQueries.consoleKey(trpc) });
  };
  return (
    <li className={styles.dish}>
      <div className={ui.row}>
        <div className={ui.rowText}>
          <h3 className={styles.dishName}>{name}</h3>
          <p className={ui.meta}>
            {formatPrice(dish.price, locale)}
            {dish.tags.map((tag) => ` · ${t(`menuAdmin.tagNames.${tag}`)}`).join('')}
          </p>
        </div>
        <div className={ui.buttons}>
          <Button variant="secondary" size="small" aria-expanded={editing} aria-label={t('menuAdmin.editDishNamed', { name })} onClick={() => setEditing(!editing)}>
            {t('menuAdmin.edit')}
          </Button>
          <ConfirmDelete label={t('menuAdmin.deleteDishNamed', { name })} question={t('menuAdmin.deleteDishQuestion', { name })} onConfirm={deleteDish} />
        </div>
      </div>
      {editing && <DishForm dish={dish} section={section} sections={menu.sections} images={menu.images} onDone={() => setEditing(false)} />}
    </li>
  );
}

function SectionBlock({ section, index, menu }: { section: ConsoleSection; index: number; menu: Console }) {
  const { t } = useTranslation('contentStaff');
  const shown = useShown();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<null | 'edit' | 'newDish'>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: menuQueries.consoleKey(trpc) });
  const move = useMutation(
    trpc.menu.moveSection.mutationOptions({
      onSuccess: async (moved) => {
        toast({ type: 'success', message: t('menuAdmin.sectionMoved', { name: section.name.vi, position: moved.position + 1 }) });
        await refresh();
      },
    }),
  );
  const remove = useMutation(trpc.menu.deleteSection.mutationOptions());
  const deleteSection = async () => {
    await remove.mutateAsync({ id: section.id });
    toast({ type: 'success', message: t('menuAdmin.sectionDeleted', { name: section.name.vi }) });
    await refresh();
  };
  const name = shown(section.name);
  const headingId = `menu-section-${section.id}`;
  const toggle = (what: 'edit' | 'newDish') => setOpen(open === what ? null : what);
  return (
    <li>
      <section className={styles.section} aria-labelledby={headingId}>
        <div className={ui.row}>
          <div className={ui.rowText}>
            <h2 id={headingId} className={styles.sectionName}>
              {name}
            </h2>
            {section.description && <p className={ui.meta}>{shown(section.description)}</p>}
          </div>
          <div className={ui.buttons}>
            <Button variant="secondary" size="small" disabled={index === 0 || move.isPending} aria-label={t('menuAdmin.moveUpNamed', { name })} onClick={() => move.mutate({ id: section.id, position: index - 1 })}>
              {t('menuAdmin.moveUp')}
            </Button>
            <Button
              variant="secondary"
              size="small"
              disabled={index === menu.sections.length - 1 || move.isPending}
              aria-label={t('menuAdmin.moveDownNamed', { name })}
              onClick={() => move.mutate({ id: section.id, position: index + 1 })}
            >
              {t('menuAdmin.moveDown')}
            </Button>
            <Button variant="secondary" size="small" aria-expanded={open === 'edit'} aria-label={t('menuAdmin.editSectionNamed', { name })} onClick={() => toggle('edit')}>
              {t('menuAdmin.edit')}
            </Button>
            <ConfirmDelete label={t('menuAdmin.deleteSectionNamed', { name })} question={t('menuAdmin.deleteSectionQuestion', { name })} onConfirm={deleteSection} />
          </div>
        </div>
        {open === 'edit' && <SectionForm section={section} onDone={() => setOpen(null)} />}
        {section.dishes.length === 0 ? (
          <p className={ui.meta}>{t('menuAdmin.noDishes')}</p>
        ) : (
          <ul className={ui.list} aria-label={t('menuAdmin.dishesOf', { name })}>
            {section.dishes.map((dish) => (
              <DishRow key={dish.id} dish={dish} section={section} menu={menu} />
            ))}
          </ul>
        )}
        {open === 'newDish' ? (
          <DishForm section={section} sections={menu.sections} images={menu.images} onDone={() => setOpen(null)} />
        ) : (
          <div>
            <Button variant="secondary" onClick={() => toggle('newDish')}>
              {t('menuAdmin.addDishTo', { name })}
            </Button>
          </div>
        )}
      </section>
    </li>
  );
}

export function MenuConsole() {
  const { t } = useTranslation('contentStaff');
  const trpc = useTRPC();
  const menu = useQuery(menuQueries.console(trpc));
  const [adding, setAdding] = useState(false);
  return (
    <div className={ui.console}>
      <p className={ui.intro}>{t('menuAdmin.intro')}</p>
      {adding ? (
        <SectionForm onDone={() => setAdding(false)} />
      ) : (
        <div>
          <Button onClick={() => setAdding(true)}>{t('menuAdmin.newSection')}</Button>
        </div>
      )}
      <QueryState query={menu} skeleton={<Skeleton shape="rect" height="10rem" />} isEmpty={({ sections }) => sections.length === 0} empty={<EmptyState title={t('menuAdmin.empty')} />}>
        {(data) => (
          <ol className={ui.list}>
            {data.sections.map((section, index) => (
              <SectionBlock key={section.id} section={section} index={index} menu={data} />
            ))}
          </ol>
        )}
      </QueryState>
    </div>
  );
}
