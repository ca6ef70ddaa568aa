/**
 * A service, new or saved: its name, summary, page content, duration and highlights in Vietnamese
 * and English side by side, its link and kind, its "from" price (empty: on request), its picture,
 * and whether visitors see it. The content is HTML; the API keeps only formatting. Both forms check
 * the fields with the create contract, which the update contract extends with the service's id.
 */
import { useMutation, useQueryClient } from '@storefront/shared/api/react-query';
import type { RouterOutputs } from '@storefront/shared/api/trpc-client';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { reviewServiceTypes } from '@storefront/shared/contracts/vocabulary';
import { shownByTheCaller } from '@storefront/shared/forms/error-policy';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { useContractForm, useFieldArray } from '@storefront/shared/forms/use-contract-form';
import { useTranslation } from '@storefront/shared/i18n/react';
import { toast } from '@storefront/shared/toast/toast-store';
import { Button } from '@storefront/shared/ui/button';
import { Select, TextField } from '@storefront/shared/ui/fields';
import { commerceStaffKey } from '../../../lib/staff-i18n';
import { BilingualFields } from '@storefront/shared/console/bilingual-fields';
import { FormFailure } from '@storefront/shared/console/form-failure';
import { ImageField } from '@storefront/shared/console/image-field';
import { serviceQueries } from '../service-queries';
import styles from '@storefront/shared/console/console.module.css';

const createServiceInput = schemaOnDemand(() => import('@storefront/shared/contracts/category-admin').then((contract) => contract.createServiceInput));

export type ConsoleService = RouterOutputs['service']['adminList']['services'][number];
type Bilingual = { vi: string; en?: string };

/** A stored text as the form edits it: English blank when there is none. */
const editable = (text: Bilingual | null | undefined) => ({ vi: text?.vi ?? '', en: text?.en ?? '' });

// An empty "from" price means "on request".
const asOptionalNumber = { setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)) } as const;

function valuesOf(service: ConsoleService | undefined) {
  return {
    slug: service?.slug ?? '',
    serviceType: service?.serviceType ?? 'other',
    name: editable(service?.name),
    summary: editable(service?.summary),
    description: editable(service?.description),
    priceFrom: service?.priceFrom ?? null,
    // Two empty fields: the page says nothing of a duration.
    duration: editable(service?.duration),
    features: (service?.features ?? []).map(editable),
    imageUrl: service?.imageUrl ?? '',
    isActive: service?.isActive ?? true,
  };
}

export function ServiceForm({ service, images, onCreated }: { service?: ConsoleService; images: string[]; onCreated?: () => void }) {
  const { t } = useTranslation('commerceStaff');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.service.create.mutationOptions({ meta: shownByTheCaller }));
  const update = useMutation(trpc.service.update.mutationOptions({ meta: shownByTheCaller }));
  const contractForm = useContractForm(createServiceInput, {
    defaultValues: valuesOf(service),
    failureFallback: commerceStaffKey('catalogForms.saveFailed'),
    onSubmit: async (input) => {
      if (service) await update.mutateAsync({ id: service.id, ...input });
      else await create.mutateAsync(input);
      toast({ type: 'success', message: t(service ? 'services.saved' : 'services.created', { name: input.name.vi }) });
      await queryClient.invalidateQueries({ queryKey: serviceQueries.consoleKey(trpc) });
      if (!service) onCreated?.();
    },
  });
  const { register, watch, form, fieldError, failure, sending, submit, prefetch } = contractForm;
  const features = useFieldArray({ control: form.control, name: 'features' });
  const types = reviewServiceTypes.map((type) => ({ value: type, label: t(`services.types.${type}`) }));
  const title = service ? t('services.editTitle', { name: service.name.vi }) : t('services.newTitle');

  return (
    <form className={styles.form} onSubmit={submit} onFocus={prefetch} noValidate aria-label={title}>
      <FormFailure message={failure} className={styles.alert} />
      <BilingualFields form={contractForm} name="name" label={t('services.name')} />
      <BilingualFields form={contractForm} name="summary" label={t('services.summary')} rows={2} />
      <BilingualFields form={contractForm} name="description" label={t('services.description')} hint={t('services.descriptionHint')} rows={6} />
      <BilingualFields form={contractForm} name="duration" label={t('services.duration')} hint={t('services.durationHint')} required={false} />

      <fieldset className={styles.fieldset}>
        <legend>{t('services.features')}</legend>
        {fieldError('features') && (
          <p className={styles.alert} role="alert">
            {fieldError('features')}
          </p>
        )}
        {features.fields.map((row, index) => (
          <div key={row.id} className={styles.fieldRow}>
            <TextField label={t('services.featureVi', { number: index + 1 })} required {...register(`features.${index}.vi`)} error={fieldError(`features.${index}.vi`)} />
            <TextField label={t('services.featureEn', { number: index + 1 })} {...register(`features.${index}.en`)} error={fieldError(`features.${index}.en`)} />
            <Button variant="ghost" onClick={() => features.remove(index)} aria-label={t('services.removeFeature', { number: index + 1 })}>
              {t('catalogForms.remove')}
            </Button>
          </div>
        ))}
        <Button variant="secondary" onClick={() => features.append({ vi: '', en: '' })}>
          {t('services.addFeature')}
        </Button>
      </fieldset>

      <div className={styles.fields}>
        <TextField label={t('catalogForms.slug')} hint={t('catalogForms.slugHint')} required {...register('slug')} error={fieldError('slug')} />
        <Select label={t('services.type')} hint={t('services.typeHint')} options={types} {...register('serviceType')} error={fieldError('serviceType')} />
        <TextField
          label={t('services.priceFrom')}
          hint={t('services.priceFromHint')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1000}
          {...register('priceFrom', asOptionalNumber)}
          error={fieldError('priceFrom')}
        />
        <label className={styles.check}>
          <input type="checkbox" {...register('isActive')} />
          {t('services.shown')}
        </label>
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
          {t(service ? 'services.save' : 'services.create')}
        </Button>
      </div>
    </form>
  );
}
