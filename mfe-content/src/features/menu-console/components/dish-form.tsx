/**
 * A dish: its name and description in Vietnamese and English side by side, the section it is
 * listed in (another one moves it there), its place in the section, price in VND, the tags the
 * public menu names, a picture and its address part (slug). Checked with the API's own contract
 * before sending; the API refuses a slug another dish has, and a picture it does not know, at
 * their fields.
 */
import { useId } from 'react';
import { useMutation, useQueryClient } from '@storefront/shared/api/react-query';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import type { DishFormValues } from '@storefront/shared/contracts/menu-admin';
import { dishTags } from '@storefront/shared/contracts/vocabulary';
import { shownByTheCaller } from '@storefront/shared/forms/error-policy';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { useContractForm } from '@storefront/shared/forms/use-contract-form';
import { useTranslation } from '@storefront/shared/i18n/react';
import { toast } from '@storefront/shared/toast/toast-store';
import { Select, TextField } from '@storefront/shared/ui/fields';
import { contentStaffKey } from '../../../app/staff-i18n';
import { BilingualFields } from '@storefront/shared/console/bilingual-fields';
import { FormFailure } from '@storefront/shared/console/form-failure';
import { SaveOrCancel } from '@storefront/shared/console/save-or-cancel';
import { ImageField } from '@storefront/shared/console/image-field';
import { menuQueries } from '../menu-queries';
import type { ConsoleDish, ConsoleSection } from './menu-console';
import ui from '@storefront/shared/console/console.module.css';
import styles from './menu-console.module.css';

/** Fetched when the form is first focused; see schemaOnDemand. */
const createDishInput = schemaOnDemand(() => import('@storefront/shared/contracts/menu-admin').then((contract) => contract.createDishInput));

// A number field reads as a number; an empty one becomes NaN, which the contract refuses.
const asNumber = { valueAsNumber: true } as const;

const both = (text: { vi: string; en?: string } | null | undefined) => ({ vi: text?.vi ?? '', en: text?.en ?? '' });

export interface DishFormProps {
  /** The dish to change; none for a new one in `section`. */
  dish?: ConsoleDish;
  section: ConsoleSection;
  sections: readonly ConsoleSection[];
  images: readonly string[];
  onDone: () => void;
}

export function DishForm({ dish, section, sections, images, onDone }: DishFormProps) {
  const { t, i18n } = useTranslation('contentStaff');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const tagsId = useId();
  const create = useMutation(trpc.menu.createDish.mutationOptions({ meta: shownByTheCaller }));
  const update = useMutation(trpc.menu.updateDish.mutationOptions({ meta: shownByTheCaller }));
  const defaultValues: DishFormValues = {
    sectionId: section.id,
    slug: dish?.slug ?? '',
    name: both(dish?.name),
    description: both(dish?.description),
    price: dish?.price ?? Number.NaN,
    tags: dish?.tags ?? [],
    imageUrl: dish?.imageUrl ?? '',
    // A new dish goes last in its section.
    sortOrder: dish?.sortOrder ?? Math.max(0, ...section.dishes.map((other) => other.sortOrder)) + 1,
  };
  const { register, watch, form, fieldError, failure, sending, submit, prefetch } = useContractForm(createDishInput, {
    defaultValues,
    failureFallback: contentStaffKey('menuAdmin.saveFailed'),
    onSubmit: async (input) => {
      if (dish) await update.mutateAsync({ id: dish.id, ...input });
      else await create.mutateAsync(input);
      toast({ type: 'success', message: t(dish ? 'menuAdmin.dishSaved' : 'menuAdmin.dishCreated', { name: input.name.vi }) });
      await queryClient.invalidateQueries({ queryKey: menuQueries.consoleKey(trpc) });
      onDone();
    },
  });
  const english = i18n.language === 'en';
  const title = dish ? t('menuAdmin.editDishNamed', { name: dish.name.vi }) : t('menuAdmin.newDishIn', { section: (english && section.name.en) || section.name.vi });
  const sectionOptions = sections.map((option) => ({ value: String(option.id), label: (english && option.name.en) || option.name.vi }));
  const tagsError = fieldError('tags');
  return (
    <form className={`${ui.form} ${ui.panel}`} onSubmit={submit} onFocus={prefetch} noValidate aria-label={title}>
      <FormFailure message={failure} className={ui.alert} />
      <BilingualFields form={{ register, fieldError }} name="name" label={t('menuAdmin.dishName')} required />
      <BilingualFields form={{ register, fieldError }} name="description" label={t('menuAdmin.description')} required={false} rows={2} />
      <div className={ui.grid}>
        <TextField label={t('menuAdmin.price')} type="number" inputMode="numeric" step={1000} required {...register('price', asNumber)} error={fieldError('price')} />
        <Select label={t('menuAdmin.section')} hint={t('menuAdmin.sectionHint')} required options={sectionOptions} {...register('sectionId', asNumber)} error={fieldError('sectionId')} />
        <TextField label={t('menuAdmin.sortOrder')} hint={t('menuAdmin.sortOrderHint')} type="number" inputMode="numeric" min={0} step={1} required {...register('sortOrder', asNumber)} error={fieldError('sortOrder')} />
        <TextField label={t('menuAdmin.slug')} hint={t('menuAdmin.slugHint')} required {...register('slug')} error={fieldError('slug')} />
      </div>
      <fieldset className={ui.group} aria-describedby={tagsError ? `${tagsId}-error` : undefined}>
        <legend>{t('menuAdmin.tags')}</legend>
        <div className={styles.tags}>
          {dishTags.map((tag) => (
            <label key={tag} className={styles.check}>
              <input type="checkbox" value={tag} {...register('tags')} />
              {t(`menuAdmin.tagNames.${tag}`)}
            </label>
          ))}
        </div>
        {tagsError && (
          <p id={`${tagsId}-error`} role="alert" className={ui.alert}>
            {tagsError}
          </p>
        )}
      </fieldset>
      <ImageField label={t('menuAdmin.image')} value={String(watch('imageUrl') ?? '')} onChange={(url) => form.setValue('imageUrl', url, { shouldDirty: true })} error={fieldError('imageUrl')} choices={images} optional />
      <SaveOrCancel label={t(dish ? 'menuAdmin.saveDish' : 'menuAdmin.createDish')} sending={sending} onCancel={onDone} />
    </form>
  );
}
