/**
 * A product's card: names and summaries in Vietnamese and English side by side (English optional:
 * buyers reading English see the Vietnamese), category, image, shown or hidden, price and sale
 * price. Checked with the API's own contract before sending; the next checkout charges the price.
 */
import { useMutation, useQueryClient } from '@storefront/shared/api/react-query';
import type { RouterOutputs } from '@storefront/shared/api/trpc-client';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { shownByTheCaller } from '@storefront/shared/forms/error-policy';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { useContractForm } from '@storefront/shared/forms/use-contract-form';
import { useTranslation } from '@storefront/shared/i18n/react';
import { toast } from '@storefront/shared/toast/toast-store';
import { Button } from '@storefront/shared/ui/button';
import { Select, TextField } from '@storefront/shared/ui/fields';
import { commerceStaffKey } from '../../../lib/staff-i18n';
import { FormFailure } from '@storefront/shared/console/form-failure';
import { ImageField } from '@storefront/shared/console/image-field';
import { productQueries } from '../product-queries';
import styles from './product-console.module.css';

/** Fetched when the form is first focused; see schemaOnDemand. */
const updateProductInput = schemaOnDemand(() => import('@storefront/shared/contracts/product-admin').then((contract) => contract.updateProductInput));

type Console = RouterOutputs['product']['adminList'];
export type ConsoleProduct = Console['products'][number];

// A number field reads as a number; an empty one becomes NaN, which the contract refuses.
const asNumber = { valueAsNumber: true } as const;
// An empty sale price means "no sale".
const asOptionalNumber = { setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)) } as const;

export function ProductForm({ product, categories, images }: { product: ConsoleProduct; categories: Console['categories']; images: string[] }) {
  const { t, i18n } = useTranslation('commerceStaff');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(trpc.product.update.mutationOptions({ meta: shownByTheCaller }));
  const { register, watch, form, fieldError, failure, sending, submit, prefetch } = useContractForm(updateProductInput, {
    defaultValues: {
      id: product.id,
      slug: product.slug,
      categoryId: product.categoryId,
      name: { vi: product.name.vi, en: product.name.en ?? '' },
      summary: { vi: product.summary.vi, en: product.summary.en ?? '' },
      price: product.price,
      salePrice: product.salePrice,
      imageUrl: product.imageUrl,
      isActive: product.isActive,
    },
    failureFallback: commerceStaffKey('products.saveFailed'),
    onSubmit: async (input) => {
      await save.mutateAsync(input);
      toast({ type: 'success', message: t('products.saved', { name: input.name.vi }) });
      await queryClient.invalidateQueries({ queryKey: productQueries.everyProduct(trpc) });
    },
  });
  const english = i18n.language === 'en';
  const categoryOptions = categories.map((category) => ({ value: String(category.id), label: (english && category.name.en) || category.name.vi }));
  const checkboxId = `product-${product.id}-active`;
  return (
    <form className={styles.form} onSubmit={submit} onFocus={prefetch} noValidate aria-label={t('products.card', { name: product.name.vi })}>
      <FormFailure message={failure} className={styles.alert} />
      <TextField label={t('products.nameVi')} required {...register('name.vi')} error={fieldError('name.vi') ?? fieldError('name')} />
      <TextField label={t('products.nameEn')} hint={t('products.englishOptional')} {...register('name.en')} error={fieldError('name.en')} />
      <TextField label={t('products.summaryVi')} required {...register('summary.vi')} error={fieldError('summary.vi') ?? fieldError('summary')} />
      <TextField label={t('products.summaryEn')} hint={t('products.englishOptional')} {...register('summary.en')} error={fieldError('summary.en')} />
      <TextField label={t('products.slug')} required {...register('slug')} error={fieldError('slug')} />
      <Select label={t('products.category')} required options={categoryOptions} {...register('categoryId', asNumber)} error={fieldError('categoryId')} />
      <ImageField label={t('products.image')} value={watch('imageUrl')} onChange={(url) => form.setValue('imageUrl', url, { shouldDirty: true })} error={fieldError('imageUrl')} choices={images} />
      <TextField label={t('products.price')} type="number" inputMode="numeric" min={0} step={1000} required {...register('price', asNumber)} error={fieldError('price')} />
      <TextField
        label={t('products.salePrice')}
        hint={t('products.salePriceHint')}
        type="number"
        inputMode="numeric"
        min={0}
        step={1000}
        {...register('salePrice', asOptionalNumber)}
        error={fieldError('salePrice')}
      />
      <div className={styles.check}>
        <input id={checkboxId} type="checkbox" {...register('isActive')} />
        <label htmlFor={checkboxId}>{t('products.shown')}</label>
      </div>
      <div className={styles.actions}>
        <Button type="submit" loading={sending}>
          {t('products.save')}
        </Button>
      </div>
    </form>
  );
}
