/**
 * A product's related products (shown below it) and cross-sell products ("frequently bought
 * together"), each picked from the catalogue and removed one by one, saved together. The product
 * page lists them in the shop's order, so the console keeps no order of its own. Checked with the
 * API's own contract before sending: at most eight each, each product once, never the product itself.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@storefront/shared/api/react-query';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { RELATIONS_MAX } from '@storefront/shared/contracts/catalog-limits';
import { shownByTheCaller } from '@storefront/shared/forms/error-policy';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { useContractForm } from '@storefront/shared/forms/use-contract-form';
import { useTranslation } from '@storefront/shared/i18n/react';
import { toast } from '@storefront/shared/toast/toast-store';
import { Button } from '@storefront/shared/ui/button';
import { Select } from '@storefront/shared/ui/fields';
import { commerceStaffKey } from '../../../lib/staff-i18n';
import { FormFailure } from '@storefront/shared/console/form-failure';
import { productQueries } from '../product-queries';
import type { ConsoleProduct } from './product-form';
import styles from '@storefront/shared/console/console.module.css';

const setRelationsInput = schemaOnDemand(() => import('@storefront/shared/contracts/product-admin').then((contract) => contract.setRelationsInput));

type List = 'related' | 'crossSell';

interface ListProps {
  list: List;
  chosen: number[];
  products: ConsoleProduct[];
  ownId: number;
  error: string | null;
  onChange: (ids: number[]) => void;
}

function RelationList({ list, chosen, products, ownId, error, onChange }: ListProps) {
  const { t, i18n } = useTranslation('commerceStaff');
  const [picked, setPicked] = useState('');
  const nameOf = (id: number) => {
    const product = products.find((candidate) => candidate.id === id);
    return product ? (i18n.language === 'en' && product.name.en) || product.name.vi : `#${id}`;
  };
  const title = t(`relations.${list}`);
  const options = products.filter((product) => product.id !== ownId && !chosen.includes(product.id)).map((product) => ({ value: String(product.id), label: nameOf(product.id) }));
  return (
    <fieldset className={styles.fieldset}>
      <legend>{title}</legend>
      <p className={styles.hint}>{t('relations.hint', { max: RELATIONS_MAX })}</p>
      {error && (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      )}
      {chosen.length === 0 ? (
        <p className={styles.hint}>{t('relations.none')}</p>
      ) : (
        <ul className={styles.chosen} aria-label={title}>
          {chosen.map((id) => (
            <li key={id}>
              <span>{nameOf(id)}</span>
              <Button variant="ghost" size="small" onClick={() => onChange(chosen.filter((other) => other !== id))} aria-label={t('relations.removeFrom', { name: nameOf(id), list: title })}>
                {t('catalogForms.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.fieldRow}>
        <Select label={t('relations.pick', { list: title })} placeholder={t('relations.choose')} options={options} value={picked} onChange={(event) => setPicked(event.currentTarget.value)} />
        <Button
          variant="secondary"
          disabled={picked === ''}
          onClick={() => {
            onChange([...chosen, Number(picked)]);
            setPicked('');
          }}
          aria-label={t('relations.addTo', { list: title })}
        >
          {t('relations.add')}
        </Button>
      </div>
    </fieldset>
  );
}

export function RelationsForm({ product, products }: { product: ConsoleProduct; products: ConsoleProduct[] }) {
  const { t } = useTranslation('commerceStaff');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(trpc.product.setRelations.mutationOptions({ meta: shownByTheCaller }));
  const { watch, form, fieldError, failure, sending, submit, prefetch } = useContractForm(setRelationsInput, {
    defaultValues: { id: product.id, related: product.related, crossSell: product.crossSell },
    failureFallback: commerceStaffKey('catalogForms.saveFailed'),
    onSubmit: async (input) => {
      await save.mutateAsync(input);
      toast({ type: 'success', message: t('relations.saved', { name: product.name.vi }) });
      await queryClient.invalidateQueries({ queryKey: productQueries.everyProduct(trpc) });
    },
  });
  const change = (list: List) => (ids: number[]) => form.setValue(list, ids, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  return (
    <form className={styles.form} onSubmit={submit} onFocus={prefetch} noValidate aria-label={t('relations.title', { name: product.name.vi })}>
      <FormFailure message={failure} className={styles.alert} />
      {(['related', 'crossSell'] as const).map((list) => (
        <RelationList key={list} list={list} chosen={watch(list)} products={products} ownId={product.id} error={fieldError(list)} onChange={change(list)} />
      ))}
      <div className={styles.actions}>
        <Button type="submit" loading={sending}>
          {t('relations.save')}
        </Button>
      </div>
    </form>
  );
}
