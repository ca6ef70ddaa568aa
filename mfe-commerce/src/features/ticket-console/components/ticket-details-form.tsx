/**
 * What visitors read of a ticket type, each text in Vietnamese and English side by side (English
 * optional: readers of English see the Vietnamese), its picture, the card's labels, the type's place in the
 * list and whether it is on sale. The description is HTML; the API sanitises it.
 */
import { useMutation, useQuery, useQueryClient } from '@storefront/shared/api/react-query';
import type { RouterOutputs } from '@storefront/shared/api/trpc-client';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { shownByTheCaller } from '@storefront/shared/forms/error-policy';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { useContractForm, useFieldArray } from '@storefront/shared/forms/use-contract-form';
import { useTranslation } from '@storefront/shared/i18n/react';
import { toast } from '@storefront/shared/toast/toast-store';
import { Button } from '@storefront/shared/ui/button';
import { TextArea, TextField } from '@storefront/shared/ui/fields';
import { QueryState } from '@storefront/shared/ui/query-state';
import { Skeleton } from '@storefront/shared/ui/skeleton';
import { commerceStaffKey } from '../../../lib/staff-i18n';
import { FormFailure } from '@storefront/shared/console/form-failure';
import { ImageField } from '@storefront/shared/console/image-field';
import { catalogQueries } from '../catalog-queries';
import styles from './ticket-console.module.css';

const contracts = () => import('@storefront/shared/contracts/ticket-admin');
/** Fetched when the form is first focused; see schemaOnDemand. */
const updateTicketDetailsInput = schemaOnDemand(() => contracts().then((contract) => contract.updateTicketDetailsInput));

type Details = RouterOutputs['ticket']['adminDetails'];
type Bilingual = { vi: string; en?: string };

/** A stored text as the form edits it: English blank when there is none. */
const editable = (text: Bilingual) => ({ vi: text.vi, en: text.en ?? '' });

function DetailsForm({ details, name }: { details: Details; name: string }) {
  const { t } = useTranslation('commerceStaff');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(trpc.ticket.updateDetails.mutationOptions({ meta: shownByTheCaller }));
  const { register, watch, fieldError, failure, sending, submit, prefetch, form } = useContractForm(updateTicketDetailsInput, {
    defaultValues: {
      slug: details.slug,
      name: editable(details.name),
      summary: editable(details.summary),
      description: editable(details.description),
      imageUrl: details.imageUrl,
      includes: details.includes.map(editable),
      labels: { ...details.labels, discount: details.labels.discount ?? ('' as number | '') },
      sortOrder: details.sortOrder,
      isActive: details.isActive,
    },
    failureFallback: commerceStaffKey('tickets.detailsFailed'),
    onSubmit: async (input) => {
      await save.mutateAsync(input);
      toast({ type: 'success', message: t('tickets.detailsSaved', { name: input.name.vi }) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogQueries.everyTicketType(trpc) }),
        queryClient.invalidateQueries({ queryKey: catalogQueries.everyDetails(trpc) }),
      ]);
    },
  });
  const includes = useFieldArray({ control: form.control, name: 'includes' });
  const bilingual = (field: 'name' | 'summary', label: string) => (
    <div className={styles.languages}>
      <TextField label={`${label} (${t('tickets.vietnamese')})`} required {...register(`${field}.vi`)} error={fieldError(`${field}.vi`)} />
      <TextField label={`${label} (${t('tickets.englishOptional')})`} {...register(`${field}.en`)} error={fieldError(`${field}.en`)} />
    </div>
  );

  return (
    <form className={styles.details} onSubmit={submit} onFocus={prefetch} noValidate aria-label={t('tickets.detailsOf', { name })}>
      <FormFailure message={failure} className={styles.alert} />
      {bilingual('name', t('tickets.name'))}
      {bilingual('summary', t('tickets.summary'))}
      <div className={styles.languages}>
        <TextArea label={`${t('tickets.description')} (${t('tickets.vietnamese')})`} hint={t('tickets.descriptionHint')} rows={6} required {...register('description.vi')} error={fieldError('description.vi')} />
        <TextArea label={`${t('tickets.description')} (${t('tickets.englishOptional')})`} rows={6} {...register('description.en')} error={fieldError('description.en')} />
      </div>

      <ImageField
        label={t('tickets.image')}
        value={watch('imageUrl')}
        onChange={(url) => form.setValue('imageUrl', url, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
        error={fieldError('imageUrl')}
      />

      <fieldset className={styles.fieldset}>
        <legend>{t('tickets.includes')}</legend>
        {fieldError('includes') && <p className={styles.alert}>{fieldError('includes')}</p>}
        {includes.fields.map((row, index) => (
          <div key={row.id} className={styles.includeRow}>
            <TextField label={t('tickets.includeVi', { number: index + 1 })} required {...register(`includes.${index}.vi`)} error={fieldError(`includes.${index}.vi`)} />
            <TextField label={t('tickets.includeEn', { number: index + 1 })} {...register(`includes.${index}.en`)} error={fieldError(`includes.${index}.en`)} />
            <Button variant="ghost" onClick={() => includes.remove(index)} aria-label={t('tickets.removeInclude', { number: index + 1 })}>
              {t('tickets.remove')}
            </Button>
          </div>
        ))}
        <Button variant="secondary" onClick={() => includes.append({ vi: '', en: '' })}>
          {t('tickets.addInclude')}
        </Button>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>{t('tickets.labels')}</legend>
        <div className={styles.checks}>
          {(['featured', 'new', 'sale'] as const).map((label) => (
            <label key={label} className={styles.check}>
              <input type="checkbox" {...register(`labels.${label}`)} />
              {t(`tickets.label.${label}`)}
            </label>
          ))}
        </div>
        <TextField label={t('tickets.discount')} hint={t('tickets.discountHint')} type="number" inputMode="numeric" min={1} max={90} {...register('labels.discount', { valueAsNumber: true })} error={fieldError('labels.discount')} />
      </fieldset>

      <div className={styles.inlineForm}>
        <TextField label={t('tickets.sortOrder')} hint={t('tickets.sortOrderHint')} type="number" inputMode="numeric" min={0} required {...register('sortOrder', { valueAsNumber: true })} error={fieldError('sortOrder')} />
        <label className={styles.check}>
          <input type="checkbox" {...register('isActive')} />
          {t('tickets.onSale')}
        </label>
      </div>
      <div>
        <Button type="submit" loading={sending}>
          {t('tickets.saveDetails')}
        </Button>
      </div>
    </form>
  );
}

export function TicketDetailsForm({ slug, name }: { slug: string; name: string }) {
  const trpc = useTRPC();
  const details = useQuery(catalogQueries.details(trpc, slug));
  return (
    <QueryState query={details} skeleton={<Skeleton shape="rect" height="24rem" />}>
      {(loaded) => <DetailsForm details={loaded} name={name} />}
    </QueryState>
  );
}
