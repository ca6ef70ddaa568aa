/**
 * A category, new or saved: its name and description in Vietnamese and English side by side, its
 * link, the category it sits in, its picture and its place in the lists; a saved one can be deleted
 * when empty. The API refuses a parent that sits inside the category (the tree would loop), and the
 * form shows that at the parent field. Both forms check the fields with the create contract, which
 * the update contract extends with the category's id.
 */
import { useMutation, useQueryClient } from '@storefront/shared/api/react-query';
import { serverMessage } from '@storefront/shared/api/api-errors';
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
import { BilingualFields } from '@storefront/shared/console/bilingual-fields';
import { FormFailure } from '@storefront/shared/console/form-failure';
import { ImageField } from '@storefront/shared/console/image-field';
import { categoryQueries } from '../category-queries';
import styles from '@storefront/shared/console/console.module.css';

const createCategoryInput = schemaOnDemand(() => import('@storefront/shared/contracts/category-admin').then((contract) => contract.createCategoryInput));

type Console = RouterOutputs['category']['adminList'];
export type ConsoleCategory = Console['categories'][number];

const asNumber = { valueAsNumber: true } as const;
// The first option, "none", is the empty value: a top-level category.
const asParent = { setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)) } as const;

function valuesOf(category: ConsoleCategory | undefined) {
  return {
    slug: category?.slug ?? '',
    parentId: category?.parentId ?? null,
    name: { vi: category?.name.vi ?? '', en: category?.name.en ?? '' },
    description: { vi: category?.description.vi ?? '', en: category?.description.en ?? '' },
    imageUrl: category?.imageUrl ?? '',
    sortOrder: category?.sortOrder ?? 0,
  };
}

/** Deletes a saved category; the API's refusal (products or subcategories still in it) shows beside the button. */
function DeleteButton({ category }: { category: ConsoleCategory }) {
  const { t } = useTranslation('commerceStaff');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const remove = useMutation(
    trpc.category.delete.mutationOptions({
      meta: shownByTheCaller,
      onSuccess: async () => {
        toast({ type: 'success', message: t('categories.deleted', { name: category.name.vi }) });
        await queryClient.invalidateQueries({ queryKey: categoryQueries.consoleKey(trpc) });
      },
    }),
  );
  return (
    <>
      <Button variant="danger" loading={remove.isPending} onClick={() => remove.mutate({ id: category.id })} aria-label={t('categories.deleteNamed', { name: category.name.vi })}>
        {t('categories.delete')}
      </Button>
      {remove.isError ? (
        <p className={styles.alert} role="alert">
          {serverMessage(remove.error) ?? t('categories.deleteFailed')}
        </p>
      ) : (
        <p className={styles.hint}>{t('categories.deleteHint')}</p>
      )}
    </>
  );
}

export function CategoryForm({ category, categories, images, onCreated }: { category?: ConsoleCategory; categories: ConsoleCategory[]; images: string[]; onCreated?: () => void }) {
  const { t, i18n } = useTranslation('commerceStaff');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.category.create.mutationOptions({ meta: shownByTheCaller }));
  const update = useMutation(trpc.category.update.mutationOptions({ meta: shownByTheCaller }));
  const contractForm = useContractForm(createCategoryInput, {
    defaultValues: valuesOf(category),
    failureFallback: commerceStaffKey('catalogForms.saveFailed'),
    onSubmit: async (input) => {
      if (category) await update.mutateAsync({ id: category.id, ...input });
      else await create.mutateAsync(input);
      toast({ type: 'success', message: t(category ? 'categories.saved' : 'categories.created', { name: input.name.vi }) });
      await queryClient.invalidateQueries({ queryKey: categoryQueries.consoleKey(trpc) });
      if (!category) onCreated?.();
    },
  });
  const { register, watch, form, fieldError, failure, sending, submit, prefetch } = contractForm;
  const nameOf = (other: ConsoleCategory) => (i18n.language === 'en' && other.name.en) || other.name.vi;
  // Every other category, those below this one too: the API judges a loop and says so at the field.
  const parents = [{ value: '', label: t('categories.topLevel') }, ...categories.filter((other) => other.id !== category?.id).map((other) => ({ value: String(other.id), label: nameOf(other) }))];
  const title = category ? t('categories.editTitle', { name: category.name.vi }) : t('categories.newTitle');

  return (
    <form className={styles.form} onSubmit={submit} onFocus={prefetch} noValidate aria-label={title}>
      <FormFailure message={failure} className={styles.alert} />
      <BilingualFields form={contractForm} name="name" label={t('categories.name')} />
      <BilingualFields form={contractForm} name="description" label={t('categories.description')} rows={3} />
      <div className={styles.fields}>
        <TextField label={t('catalogForms.slug')} hint={t('catalogForms.slugHint')} required {...register('slug')} error={fieldError('slug')} />
        <Select label={t('categories.parent')} options={parents} {...register('parentId', asParent)} error={fieldError('parentId')} />
        <TextField
          label={t('categories.sortOrder')}
          hint={t('categories.sortOrderHint')}
          type="number"
          inputMode="numeric"
          min={0}
          required
          {...register('sortOrder', asNumber)}
          error={fieldError('sortOrder')}
        />
      </div>
      <ImageField
        label={t('catalogForms.image')}
        value={watch('imageUrl')}
        onChange={(url) => form.setValue('imageUrl', url, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
        error={fieldError('imageUrl')}
        choices={images}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={sending}>
          {t(category ? 'categories.save' : 'categories.create')}
        </Button>
      </div>
      {category && <DeleteButton category={category} />}
    </form>
  );
}
