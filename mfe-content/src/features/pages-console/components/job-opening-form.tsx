/**
 * One job opening's form, new or existing: position, department and place of work, the kind of
 * work, the description and requirements in Vietnamese and English side by side, and the closing
 * date (none: open until closed). Checked with the API's own contract before sending.
 */
import { useMutation, useQueryClient } from '@storefront/shared/api/react-query';
import type { RouterOutputs } from '@storefront/shared/api/trpc-client';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import type { JobOpeningFormValues } from '@storefront/shared/contracts/page-admin';
import { employmentTypes } from '@storefront/shared/contracts/vocabulary';
import { shownByTheCaller } from '@storefront/shared/forms/error-policy';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { useContractForm, useFieldArray } from '@storefront/shared/forms/use-contract-form';
import { useTranslation } from '@storefront/shared/i18n/react';
import { toast } from '@storefront/shared/toast/toast-store';
import { Button } from '@storefront/shared/ui/button';
import { Select, TextField } from '@storefront/shared/ui/fields';
import { contentStaffKey } from '../../../app/staff-i18n';
import { FormFailure } from '@storefront/shared/console/form-failure';
import { pageQueries } from '../page-queries';
import { BilingualPair, editable, ListRow, ListSection, type Bound } from './form-parts';
import styles from './pages-console.module.css';

/** Fetched when the form is first focused; see schemaOnDemand. */
const jobOpeningInput = schemaOnDemand(() => import('@storefront/shared/contracts/page-admin').then((contract) => contract.jobOpeningInput));

export type Opening = RouterOutputs['job']['adminList'][number];

/** One of the kinds of work the form offers; a stored value it does not know is none of them. */
export function knownEmploymentType(value: string | undefined) {
  return employmentTypes.find((type) => type === value);
}

function valuesOf(opening: Opening | undefined): JobOpeningFormValues {
  return {
    slug: opening?.slug ?? '',
    title: editable(opening?.title),
    department: editable(opening?.department),
    location: editable(opening?.location),
    employmentType: knownEmploymentType(opening?.employmentType) ?? 'full-time',
    description: editable(opening?.description),
    requirements: (opening?.requirements ?? []).map(editable),
    closesAt: opening?.closesAt ?? '',
  };
}

/** The form of `opening`, or of a new one; `onDone` goes back to the list once it is saved. */
export function JobOpeningForm({ opening, onDone }: { opening?: Opening; onDone: () => void }) {
  const { t } = useTranslation('contentStaff');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.job.create.mutationOptions({ meta: shownByTheCaller }));
  const update = useMutation(trpc.job.update.mutationOptions({ meta: shownByTheCaller }));
  const { register, fieldError, failure, sending, submit, prefetch, form } = useContractForm(jobOpeningInput, {
    defaultValues: valuesOf(opening),
    failureFallback: contentStaffKey('pages.saveFailed'),
    onSubmit: async (input) => {
      const saved = opening ? await update.mutateAsync({ id: opening.id, ...input }) : await create.mutateAsync(input);
      toast({ type: 'success', message: t(opening ? 'pages.jobs.saved' : 'pages.jobs.created', { title: saved.title.vi }) });
      await Promise.all([queryClient.invalidateQueries({ queryKey: pageQueries.jobs(trpc).queryKey }), queryClient.invalidateQueries({ queryKey: pageQueries.publicJobs(trpc) })]);
      onDone();
    },
  });
  const bind = (name: Parameters<typeof register>[0]): Bound => ({ ...register(name), error: fieldError(name) });
  const requirements = useFieldArray({ control: form.control, name: 'requirements' });
  const heading = opening ? t('pages.jobs.formEdit', { title: opening.title.vi }) : t('pages.jobs.formNew');

  return (
    <div className={styles.console}>
      <div>
        <Button variant="ghost" onClick={onDone}>
          {t('pages.jobs.back')}
        </Button>
      </div>
      <form className={styles.form} onSubmit={submit} onFocus={prefetch} noValidate aria-label={heading}>
        <FormFailure message={failure} className={styles.alert} />
        <BilingualPair label={t('pages.jobs.title')} vi={bind('title.vi')} en={bind('title.en')} />
        <div className={styles.grid}>
          <TextField label={t('pages.jobs.slug')} hint={t('pages.jobs.slugHint')} required {...bind('slug')} />
          <Select label={t('pages.jobs.employmentType')} options={employmentTypes.map((type) => ({ value: type, label: t(`pages.jobs.type.${type}`) }))} {...bind('employmentType')} />
          <TextField label={t('pages.jobs.closesAt')} hint={t('pages.jobs.closesAtHint')} type="date" min={todayInVietnam()} {...bind('closesAt')} />
        </div>
        <BilingualPair label={t('pages.jobs.department')} vi={bind('department.vi')} en={bind('department.en')} />
        <BilingualPair label={t('pages.jobs.location')} vi={bind('location.vi')} en={bind('location.en')} />
        <BilingualPair label={t('pages.jobs.description')} hint={t('pages.jobs.descriptionHint')} rows={6} vi={bind('description.vi')} en={bind('description.en')} />
        <ListSection legend={t('pages.jobs.requirements')} error={fieldError('requirements')} addLabel={t('pages.jobs.addRequirement')} onAdd={() => requirements.append({ vi: '', en: '' })}>
          {requirements.fields.map((row, index) => (
            <ListRow key={row.id} item={t('pages.jobs.requirement', { n: index + 1 })} index={index} count={requirements.fields.length} onMove={requirements.move} onRemove={requirements.remove}>
              <BilingualPair label={t('pages.jobs.requirementLabel', { n: index + 1 })} vi={bind(`requirements.${index}.vi`)} en={bind(`requirements.${index}.en`)} />
            </ListRow>
          ))}
        </ListSection>
        <div>
          <Button type="submit" loading={sending}>
            {opening ? t('pages.jobs.save') : t('pages.jobs.create')}
          </Button>
        </div>
      </form>
    </div>
  );
}
