/**
 * The admins' combo console: every combo, running, upcoming, ended or hidden, with its products
 * and prices, a form to change it and a button that ends it now; and the form that makes a new
 * one. The product pages show a running combo with a countdown to its end. Only the catalog area's
 * roles see the section; the API refuses everyone else.
 */
import { useMutation, useQuery, useQueryClient } from '@storefront/shared/api/react-query';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { formatDateTime } from '@storefront/shared/i18n/format-date';
import { formatPrice } from '@storefront/shared/i18n/format-number';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useLocale } from '@storefront/shared/i18n/use-locale';
import { toast } from '@storefront/shared/toast/toast-store';
import { Button } from '@storefront/shared/ui/button';
import { EmptyState } from '@storefront/shared/ui/empty-state';
import { QueryState } from '@storefront/shared/ui/query-state';
import { Skeleton } from '@storefront/shared/ui/skeleton';
import { Disclosure, NewItemDisclosure } from '@storefront/shared/console/disclosure';
import { productQueries } from '../product-queries';
import { ComboForm, type ConsoleCombo } from './combo-form';
import type { ConsoleProduct } from './product-form';
import styles from '@storefront/shared/console/console.module.css';

/** Where a combo stands now, as the product pages judge it (hidden, before its start, after its end). */
function useStatus(combo: ConsoleCombo): { ended: boolean; text: string } {
  const { t } = useTranslation('commerceStaff');
  const [locale] = useLocale();
  const now = Date.now();
  const at = (iso: string) => formatDateTime(iso, locale);
  if (combo.endsAt && Date.parse(combo.endsAt) <= now) return { ended: true, text: t('combos.status.ended', { time: at(combo.endsAt) }) };
  if (!combo.isActive) return { ended: false, text: t('combos.status.hidden') };
  if (combo.startsAt && Date.parse(combo.startsAt) > now) return { ended: false, text: t('combos.status.upcoming', { time: at(combo.startsAt) }) };
  return { ended: false, text: combo.endsAt ? t('combos.status.running', { time: at(combo.endsAt) }) : '' };
}

function ComboItem({ combo, products }: { combo: ConsoleCombo; products: ConsoleProduct[] }) {
  const { t, i18n } = useTranslation('commerceStaff');
  const [locale] = useLocale();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const english = i18n.language === 'en';
  const name = (english && combo.name.en) || combo.name.vi;
  const status = useStatus(combo);
  // The global toast says why an end was refused, in the reader's language.
  const end = useMutation(
    trpc.product.endCombo.mutationOptions({
      onSuccess: async () => {
        toast({ type: 'success', message: t('combos.ended', { name }) });
        await queryClient.invalidateQueries({ queryKey: productQueries.everyProduct(trpc) });
      },
    }),
  );
  const parts = combo.items
    .map((item) => {
      const product = products.find((candidate) => candidate.id === item.productId);
      return `${product ? (english && product.name.en) || product.name.vi : `#${item.productId}`} × ${item.quantity}`;
    })
    .join(' + ');
  return (
    <li className={styles.item}>
      <h2 className={styles.name}>
        {name} {status.text && <span className={styles.badge}>{status.text}</span>}
      </h2>
      <p className={styles.meta}>{t('combos.parts', { items: parts, price: formatPrice(combo.price, locale), original: formatPrice(combo.originalPrice, locale) })}</p>
      {!status.ended && (
        <Button variant="danger" loading={end.isPending} onClick={() => end.mutate({ id: combo.id })} aria-label={t('combos.endNamed', { name })}>
          {t('combos.end')}
        </Button>
      )}
      <Disclosure id={`combo-${combo.id}-edit`} label={t('combos.edit')} title={t('combos.editTitle', { name: combo.name.vi })}>
        {/* Keyed by what was saved, so a save refills the form with it. */}
        {() => <ComboForm key={JSON.stringify(combo)} combo={combo} products={products} />}
      </Disclosure>
    </li>
  );
}

export function ComboConsole() {
  const { t } = useTranslation('commerceStaff');
  const trpc = useTRPC();
  const catalog = useQuery(productQueries.console(trpc));
  return (
    <>
      <p className={styles.intro}>{t('combos.intro')}</p>
      <QueryState query={catalog} skeleton={<Skeleton shape="rect" height="10rem" />}>
        {({ combos, products }) => (
          <>
            <NewItemDisclosure id="combo-new" label={t('combos.new')} title={t('combos.newTitle')}>
              {(made) => <ComboForm products={products} onCreated={made} />}
            </NewItemDisclosure>
            {combos.length === 0 ? (
              <EmptyState title={t('combos.empty')} />
            ) : (
              <ul className={styles.list}>
                {combos.map((combo) => (
                  <ComboItem key={combo.id} combo={combo} products={products} />
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
    </>
  );
}
