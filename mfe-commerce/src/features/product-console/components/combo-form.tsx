/**
 * A combo, new or saved: its name and description in Vietnamese and English side by side, its
 * products with their quantities, its price (the form adds up the products bought separately, which
 * the price must stay below; the API refuses it at the price otherwise), when it starts and ends in
 * Vietnam time, and whether the product pages show it. Both forms check the fields with the create
 * contract, which the update contract extends with the combo's id.
 */
import { useMutation, useQueryClient } from '@storefront/shared/api/react-query';
import type { RouterOutputs } from '@storefront/shared/api/trpc-client';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { COMBO_QUANTITY_MAX } from '@storefront/shared/contracts/catalog-limits';
import { dateToVietnamLocal } from '@storefront/shared/contracts/vietnam-time';
import { shownByTheCaller } from '@storefront/shared/forms/error-policy';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { useContractForm, useFieldArray } from '@storefront/shared/forms/use-contract-form';
import { formatPrice } from '@storefront/shared/i18n/format-number';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useLocale } from '@storefront/shared/i18n/use-locale';
import { toast } from '@storefront/shared/toast/toast-store';
import { Button } from '@storefront/shared/ui/button';
import { Select, TextField } from '@storefront/shared/ui/fields';
import { commerceStaffKey } from '../../../lib/staff-i18n';
import { BilingualFields } from '@storefront/shared/console/bilingual-fields';
import { FormFailure } from '@storefront/shared/console/form-failure';
import { productQueries } from '../product-queries';
import type { ConsoleProduct } from './product-form';
import styles from '@storefront/shared/console/console.module.css';

const createComboInput = schemaOnDemand(() => import('@storefront/shared/contracts/product-admin').then((contract) => contract.createComboInput));

export type ConsoleCombo = RouterOutputs['product']['adminList']['combos'][number];

const asNumber = { valueAsNumber: true } as const;

/** A `datetime-local` value read as Vietnam's clock, as the contract's instant with its offset. */
const vietnamInstant = (local: string) => `${local}:00+07:00`;

/** What a buyer pays for a product today: its sale price when on sale. */
const sellingPrice = (product: ConsoleProduct) => product.salePrice ?? product.price;

function valuesOf(combo: ConsoleCombo | undefined) {
  return {
    slug: combo?.slug ?? '',
    name: { vi: combo?.name.vi ?? '', en: combo?.name.en ?? '' },
    description: { vi: combo?.description.vi ?? '', en: combo?.description.en ?? '' },
    items: combo?.items ?? [{ productId: Number.NaN, quantity: 1 }],
    price: combo?.price ?? Number.NaN,
    startsAt: combo?.startsAt ?? null,
    endsAt: combo?.endsAt ?? '',
    isActive: combo?.isActive ?? true,
  };
}

export function ComboForm({ combo, products, onCreated }: { combo?: ConsoleCombo; products: ConsoleProduct[]; onCreated?: () => void }) {
  const { t, i18n } = useTranslation('commerceStaff');
  const [locale] = useLocale();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.product.createCombo.mutationOptions({ meta: shownByTheCaller }));
  const update = useMutation(trpc.product.updateCombo.mutationOptions({ meta: shownByTheCaller }));
  const contractForm = useContractForm(createComboInput, {
    defaultValues: valuesOf(combo),
    failureFallback: commerceStaffKey('catalogForms.saveFailed'),
    onSubmit: async (input) => {
      if (combo) await update.mutateAsync({ id: combo.id, ...input });
      else await create.mutateAsync(input);
      toast({ type: 'success', message: t(combo ? 'combos.saved' : 'combos.created', { name: input.name.vi }) });
      await queryClient.invalidateQueries({ queryKey: productQueries.everyProduct(trpc) });
      if (!combo) onCreated?.();
    },
  });
  const { register, watch, form, fieldError, failure, sending, submit, prefetch } = contractForm;
  const items = useFieldArray({ control: form.control, name: 'items' });
  const nameOf = (product: ConsoleProduct) => (i18n.language === 'en' && product.name.en) || product.name.vi;
  const productOptions = products.map((product) => ({ value: String(product.id), label: nameOf(product) }));
  const separately = watch('items').reduce((sum, item) => {
    const product = products.find((candidate) => candidate.id === item.productId);
    return product && Number.isInteger(item.quantity) ? sum + sellingPrice(product) * item.quantity : sum;
  }, 0);
  // The times are the contract's instants; the inputs show and take Vietnam's wall clock.
  const timeField = (field: 'startsAt' | 'endsAt', optional: boolean) => {
    const value = watch(field);
    return (
      <TextField
        label={t(`combos.${field}`)}
        hint={t(`combos.${field}Hint`)}
        type="datetime-local"
        name={field}
        required={!optional}
        value={value ? dateToVietnamLocal(value) : ''}
        onChange={(event) => {
          const local = event.currentTarget.value;
          form.setValue(field, local ? vietnamInstant(local) : optional ? null : '', { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
        }}
        error={fieldError(field)}
      />
    );
  };
  const title = combo ? t('combos.editTitle', { name: combo.name.vi }) : t('combos.newTitle');

  return (
    <form className={styles.form} onSubmit={submit} onFocus={prefetch} noValidate aria-label={title}>
      <FormFailure message={failure} className={styles.alert} />
      <BilingualFields form={contractForm} name="name" label={t('combos.name')} />
      <BilingualFields form={contractForm} name="description" label={t('combos.description')} rows={2} />
      <div className={styles.fields}>
        <TextField label={t('catalogForms.slug')} hint={t('catalogForms.slugHint')} required {...register('slug')} error={fieldError('slug')} />
      </div>

      <fieldset className={styles.fieldset}>
        <legend>{t('combos.items')}</legend>
        {fieldError('items') && (
          <p className={styles.alert} role="alert">
            {fieldError('items')}
          </p>
        )}
        {items.fields.map((row, index) => (
          <div key={row.id} className={styles.fieldRow}>
            <Select
              label={t('combos.product', { number: index + 1 })}
              placeholder={t('combos.choose')}
              options={productOptions}
              {...register(`items.${index}.productId`, asNumber)}
              error={fieldError(`items.${index}.productId`)}
            />
            <TextField
              label={t('combos.quantity', { number: index + 1 })}
              type="number"
              inputMode="numeric"
              min={1}
              max={COMBO_QUANTITY_MAX}
              required
              {...register(`items.${index}.quantity`, asNumber)}
              error={fieldError(`items.${index}.quantity`)}
            />
            <Button variant="ghost" onClick={() => items.remove(index)} aria-label={t('combos.removeItem', { number: index + 1 })}>
              {t('catalogForms.remove')}
            </Button>
          </div>
        ))}
        <Button variant="secondary" onClick={() => items.append({ productId: Number.NaN, quantity: 1 })}>
          {t('combos.addItem')}
        </Button>
      </fieldset>

      <div className={styles.fields}>
        <TextField
          label={t('combos.price')}
          hint={t('combos.priceHint', { total: formatPrice(separately, locale) })}
          type="number"
          inputMode="numeric"
          min={0}
          step={1000}
          required
          {...register('price', asNumber)}
          error={fieldError('price')}
        />
        {timeField('startsAt', true)}
        {timeField('endsAt', false)}
        <label className={styles.check}>
          <input type="checkbox" {...register('isActive')} />
          {t('combos.shown')}
        </label>
      </div>
      <div className={styles.actions}>
        <Button type="submit" loading={sending}>
          {t(combo ? 'combos.save' : 'combos.create')}
        </Button>
      </div>
    </form>
  );
}
