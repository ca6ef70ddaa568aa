/**
 * The about page, saved whole: introduction, mission and vision, the core values, the team with
 * their portraits and the milestones, every text in Vietnamese and English side by side. It is
 * checked with the API's own contract before sending; a save on top of another editor's newer one
 * is refused with the reason above the form.
 */
import { useMutation, useQuery, useQueryClient } from '@storefront/shared/api/react-query';
import type { RouterOutputs } from '@storefront/shared/api/trpc-client';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import type { AboutPageFormValues } from '@storefront/shared/contracts/page-admin';
import { shownByTheCaller } from '@storefront/shared/forms/error-policy';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { useContractForm, useFieldArray } from '@storefront/shared/forms/use-contract-form';
import { useTranslation } from '@storefront/shared/i18n/react';
import { toast } from '@storefront/shared/toast/toast-store';
import { Button } from '@storefront/shared/ui/button';
import { TextField } from '@storefront/shared/ui/fields';
import { QueryState } from '@storefront/shared/ui/query-state';
import { Skeleton } from '@storefront/shared/ui/skeleton';
import { contentStaffKey } from '../../../app/staff-i18n';
import { FormFailure } from '@storefront/shared/console/form-failure';
import { ImageField } from '@storefront/shared/console/image-field';
import { pageQueries } from '../page-queries';
import { BilingualPair, editable, ListRow, ListSection, type Bound } from './form-parts';
import styles from './pages-console.module.css';

/** Fetched when the form is first focused; see schemaOnDemand. */
const updateAboutPageInput = schemaOnDemand(() => import('@storefront/shared/contracts/page-admin').then((contract) => contract.updateAboutPageInput));

type About = RouterOutputs['page']['adminAbout'];

const emptyPair = () => editable(undefined);

function valuesOf(document: About['document'], updatedAt: string | null): AboutPageFormValues {
  return {
    basedOn: updatedAt,
    intro: editable(document.intro),
    mission: editable(document.mission),
    vision: editable(document.vision),
    values: document.values.map((value) => ({ title: editable(value.title), text: editable(value.text) })),
    team: document.team.map((member) => ({ name: member.name, role: editable(member.role), imageUrl: member.imageUrl })),
    milestones: document.milestones.map((milestone) => ({ year: milestone.year, title: editable(milestone.title), text: editable(milestone.text) })),
  };
}

function AboutForm({ about }: { about: About }) {
  const { t } = useTranslation('contentStaff');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(trpc.page.updateAbout.mutationOptions({ meta: shownByTheCaller }));
  const { register, watch, fieldError, failure, sending, submit, prefetch, reset, form } = useContractForm(updateAboutPageInput, {
    defaultValues: valuesOf(about.document, about.updatedAt),
    failureFallback: contentStaffKey('pages.saveFailed'),
    onSubmit: async (input) => {
      const saved = await save.mutateAsync(input);
      toast({ type: 'success', message: t('pages.about.saved') });
      // The saved version is the one the next save builds on.
      reset(valuesOf(saved.document, saved.updatedAt));
      queryClient.setQueryData(pageQueries.about(trpc).queryKey, { ...about, ...saved });
      await queryClient.invalidateQueries({ queryKey: pageQueries.publicAbout(trpc) });
    },
  });
  const bind = (name: Parameters<typeof register>[0]): Bound => ({ ...register(name), error: fieldError(name) });
  const values = useFieldArray({ control: form.control, name: 'values' });
  const team = useFieldArray({ control: form.control, name: 'team' });
  const milestones = useFieldArray({ control: form.control, name: 'milestones' });

  return (
    <form className={styles.form} onSubmit={submit} onFocus={prefetch} noValidate aria-label={t('pages.about.form')}>
      <FormFailure message={failure} className={styles.alert} />
      <BilingualPair label={t('pages.about.intro')} rows={3} vi={bind('intro.vi')} en={bind('intro.en')} />
      <BilingualPair label={t('pages.about.mission')} rows={3} vi={bind('mission.vi')} en={bind('mission.en')} />
      <BilingualPair label={t('pages.about.vision')} rows={3} vi={bind('vision.vi')} en={bind('vision.en')} />

      <ListSection legend={t('pages.about.values')} error={fieldError('values')} addLabel={t('pages.about.addValue')} onAdd={() => values.append({ title: emptyPair(), text: emptyPair() })}>
        {values.fields.map((row, index) => (
          <ListRow key={row.id} item={t('pages.about.value', { n: index + 1 })} index={index} count={values.fields.length} onMove={values.move} onRemove={values.remove}>
            <BilingualPair label={t('pages.about.valueTitle', { n: index + 1 })} vi={bind(`values.${index}.title.vi`)} en={bind(`values.${index}.title.en`)} />
            <BilingualPair label={t('pages.about.valueText', { n: index + 1 })} rows={2} vi={bind(`values.${index}.text.vi`)} en={bind(`values.${index}.text.en`)} />
          </ListRow>
        ))}
      </ListSection>

      <ListSection legend={t('pages.about.team')} error={fieldError('team')} addLabel={t('pages.about.addMember')} onAdd={() => team.append({ name: '', role: emptyPair(), imageUrl: '' })}>
        {team.fields.map((row, index) => (
          <ListRow key={row.id} item={t('pages.about.member', { n: index + 1 })} index={index} count={team.fields.length} onMove={team.move} onRemove={team.remove}>
            <TextField label={t('pages.about.memberName', { n: index + 1 })} hint={t('pages.about.memberNameHint')} required {...bind(`team.${index}.name`)} />
            <BilingualPair label={t('pages.about.memberRole', { n: index + 1 })} vi={bind(`team.${index}.role.vi`)} en={bind(`team.${index}.role.en`)} />
            <ImageField
              label={t('pages.about.memberPhoto', { n: index + 1 })}
              value={watch(`team.${index}.imageUrl`)}
              onChange={(url) => form.setValue(`team.${index}.imageUrl`, url, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
              error={fieldError(`team.${index}.imageUrl`)}
              choices={about.images}
            />
          </ListRow>
        ))}
      </ListSection>

      <ListSection
        legend={t('pages.about.milestones')}
        error={fieldError('milestones')}
        addLabel={t('pages.about.addMilestone')}
        onAdd={() => milestones.append({ year: new Date().getFullYear(), title: emptyPair(), text: emptyPair() })}
      >
        {milestones.fields.map((row, index) => (
          <ListRow key={row.id} item={t('pages.about.milestone', { n: index + 1 })} index={index} count={milestones.fields.length} onMove={milestones.move} onRemove={milestones.remove}>
            <div className={styles.grid}>
              <TextField
                label={t('pages.about.milestoneYear', { n: index + 1 })}
                type="number"
                inputMode="numeric"
                required
                {...register(`milestones.${index}.year`, { valueAsNumber: true })}
                error={fieldError(`milestones.${index}.year`)}
              />
            </div>
            <BilingualPair label={t('pages.about.milestoneTitle', { n: index + 1 })} vi={bind(`milestones.${index}.title.vi`)} en={bind(`milestones.${index}.title.en`)} />
            <BilingualPair label={t('pages.about.milestoneText', { n: index + 1 })} rows={2} vi={bind(`milestones.${index}.text.vi`)} en={bind(`milestones.${index}.text.en`)} />
          </ListRow>
        ))}
      </ListSection>

      <div>
        <Button type="submit" loading={sending}>
          {t('pages.about.save')}
        </Button>
      </div>
    </form>
  );
}

export function AboutPageForm() {
  const { t } = useTranslation('contentStaff');
  const trpc = useTRPC();
  const about = useQuery(pageQueries.about(trpc));
  return (
    <QueryState query={about} skeleton={<Skeleton shape="rect" height="24rem" />} errorText={t('pages.loadFailed')}>
      {(loaded) => <AboutForm about={loaded} />}
    </QueryState>
  );
}
