import { useQuery } from '@storefront/shared/api/react-query';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { EmptyState } from '@storefront/shared/ui/empty-state';
import { Price } from '@storefront/shared/ui/price';
import { QueryState } from '@storefront/shared/ui/query-state';
import { CardSkeletons } from '../../../components/card-skeletons';
import ui from '../../../components/ui.module.css';
import styles from './menu.module.css';
import { menuQueries } from '../menu-queries';
import { ResponsiveImage } from '@storefront/shared/ui/responsive-image';

/** The restaurant menu: sections, dishes with prices in VND and dietary tags. */
export function MenuSections() {
  const { t } = useTranslation('content');
  const trpc = useTRPC();
  const query = useQuery(menuQueries.list(trpc));
  return (
    <QueryState query={query} skeleton={<CardSkeletons />} errorText={t('menu.loadFailed')} isEmpty={(sections) => sections.length === 0} empty={<EmptyState title={t('menu.empty')} />}>
      {(sections) => (
        <div style={{ display: 'grid', gap: 'var(--space-8)' }}>
          <nav aria-label={t('menu.sections')}>
            <ul className={ui.chips}>
              {sections.map((section) => (
                <li key={section.id}>
                  <a className={ui.chip} href={`#menu-${section.slug}`}>
                    {section.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {sections.map((section) => (
            <section key={section.id} id={`menu-${section.slug}`} aria-labelledby={`menu-${section.slug}-title`}>
              <h2 id={`menu-${section.slug}-title`} className={ui.heading}>
                {section.name}
              </h2>
              {section.description && <p className={ui.lead}>{section.description}</p>}
              <ul className={styles.dishes}>
                {section.dishes.map((dish) => (
                  <li key={dish.id} className={styles.dish}>
                    {dish.imageUrl && <ResponsiveImage className={styles.image} src={dish.imageUrl} alt="" width={96} height={96} sizes="96px" />}
                    <div className={styles.text}>
                      <div className={styles.line}>
                        <h3 className={styles.name}>{dish.name}</h3>
                        <span className={styles.dots} aria-hidden="true" />
                        <Price amount={dish.price} />
                      </div>
                      {dish.description && <p className={ui.muted} style={{ margin: 0 }}>{dish.description}</p>}
                      {dish.tags.length > 0 && (
                        <ul className={ui.chips} aria-label={t('menu.dietary')}>
                          {dish.tags.map((tag) => (
                            <li key={tag} className={ui.tag}>
                              {t(`menu.tags.${tag}`, { defaultValue: tag })}
                            </li>
                          ))}
                        </ul>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </QueryState>
  );
}
