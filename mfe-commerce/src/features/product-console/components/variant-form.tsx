/**
 * One option's price and units on hand. Units held by unpaid checkouts are shown: the API refuses
 * fewer on hand than are held, and keeps them held, so a sale racing the change never oversells.
 */
import { useMutation, useQueryClient } from '@storefront/shared/api/react-query';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { shownByTheCaller } from '@storefront/shared/forms/error-policy';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { useContractForm } from '@storefront/shared/forms/use-contract-form';
import { useTranslation } from '@storefront/shared/i18n/react';
import { toast } from '@storefront/shared/toast/toast-store';
import { Button } from '@storefront/shared/ui/button';
import { TextField } from '@storefront/shared/ui/fields';
import { commerceStaffKey } from '../../../lib/staff-i18n';
import { FormFailure } from '@storefront/shared/console/form-failure';
import { productQueries } from '../product-queries';
import type { ConsoleProduct } from './product-form';
import styles from './product-console.module.css';

const setVariantInput = schemaOnDemand(() => import('@storefront/shared/contracts/product-admin').then((contract) => contract.setVariantInput));

type Variant = ConsoleProduct['variants'][number];

const asNumber = { valueAsNumber: true } as const;

export function VariantForm({ variant }: { variant: Variant }) {
  const { t, i18n } = useTranslation('commerceStaff');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(trpc.product.setVariant.mutationOptions({ meta: shownByTheCaller }));
  const name = (i18n.language === 'en' && variant.name.en) || variant.name.vi;
  const { register, fieldError, failure, sending, submit, prefetch } = useContractForm(setVariantInput, {
    defaultValues: { id: variant.id, price: variant.price, onHand: variant.onHand },
    failureFallback: commerceStaffKey('products.saveFailed'),
    onSubmit: async (input) => {
      await save.mutateAsync(input);
      toast({ type: 'success', message: t('products.variantSaved', { name, sku: variant.sku }) });
      await queryClient.invalidateQueries({ queryKey: productQueries.everyProduct(trpc) });
    },
  });
  return (
    <form className={styles.form} onSubmit={submit} onFocus={prefetch} noValidate aria-label={t('products.variant', { name, sku: variant.sku })}>
      <h4 className={styles.options}>
        {name} <span className={styles.hint}>({variant.sku})</span>
      </h4>
      <FormFailure message={failure} className={styles.alert} />
      <TextField label={t('products.variantPrice')} type="number" inputMode="numeric" min={0} step={1000} required {...register('price', asNumber)} error={fieldError('price')} />
      <TextField
        label={t('products.onHand')}
        hint={t('products.held', { count: variant.held })}
        type="number"
        inputMode="numeric"
        min={variant.held}
        step={1}
        required
        {...register('onHand', asNumber)}
        error={fieldError('onHand')}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" loading={sending}>
          {t('products.saveVariant')}
        </Button>
      </div>
    </form>
  );
}
