/**
 * One page's SEO record: each text in Vietnamese and English side by side (English may stay empty
 * and then reads as the Vietnamese), the social image, robots and canonical address, checked with
 * the API's own contract before sending, with the search result and social card it makes beside it.
 */
import { useMutation, useQueryClient } from '@storefront/shared/api/react-query';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import type { SeoPageEntry, SeoRecordFormValues } from '@storefront/shared/contracts/seo-admin';
import { shownByTheCaller } from '@storefront/shared/forms/error-policy';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { useContractForm } from '@storefront/shared/forms/use-contract-form';
import { useTranslation } from '@storefront/shared/i18n/react';
import { toast } from '@storefront/shared/toast/toast-store';
import { Button } from '@storefront/shared/ui/button';
import { Select, TextArea, TextField } from '@storefront/shared/ui/fields';
import { contentStaffKey } from '../../../app/staff-i18n';
import { FormFailure } from '@storefront/shared/console/form-failure';
import { seoQueries } from '../seo-queries';
import { SeoPreview } from './seo-preview';
import styles from './seo-console.module.css';

/** Fetched when the form is first focused; see schemaOnDemand. */
const saveSeoRecordInput = schemaOnDemand(() => import('@storefront/shared/contracts/seo-admin').then((contract) => contract.saveSeoRecordInput));

/** The contract's ROBOTS_VALUES, named here by type so the form ships no zod until it is focused. */
const ROBOTS = ['index, follow', 'noindex, follow', 'index, nofollow', 'noindex, nofollow'] as const satisfies readonly SeoRecordFormValues['robotsTxt'][];
const TEXTS = ['title', 'description', 'keywords', 'ogTitle', 'ogDescription'] as const;
type TextName = (typeof TEXTS)[number];
const LONG: ReadonlySet<TextName> = new Set(['description', 'ogDescription']);

function valuesOf(page: SeoPageEntry): SeoRecordFormValues {
  const record = page.record;
  const pair = (value: { vi: string; en?: string } | null | undefined) => ({ vi: value?.vi ?? '', en: value?.en ?? '' });
  return {
    path: page.path,
    title: pair(record?.title),
    description: pair(record?.description),
    keywords: pair(record?.keywords),
    ogTitle: pair(record?.ogTitle),
    ogDescription: pair(record?.ogDescription),
    ogImage: record?.ogImage ?? '',
    robotsTxt: ROBOTS.find((value) => value === record?.robotsTxt) ?? 'index, follow',
    canonicalUrl: record?.canonicalUrl ?? '',
  };
}

export function SeoRecordForm({ page }: { page: SeoPageEntry }) {
  const { t } = useTranslation('contentStaff');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(trpc.seo.saveRecord.mutationOptions({ meta: shownByTheCaller }));
  const { register, watch, fieldError, failure, sending, submit, prefetch } = useContractForm(saveSeoRecordInput, {
    defaultValues: valuesOf(page),
    failureFallback: contentStaffKey('seo.saveFailed'),
    onSubmit: async (input) => {
      await save.mutateAsync(input);
      toast({ type: 'success', message: t('seo.saved', { path: page.paths.vi }) });
      await queryClient.invalidateQueries({ queryKey: seoQueries.pagesKey(trpc) });
    },
  });
  const values = watch();
  const texts = (language: 'vi' | 'en') => {
    // English left empty reads as the Vietnamese, as the page's head does.
    const of = (name: TextName) => (language === 'en' && values[name].en.trim()) || values[name].vi.trim();
    return { title: of('title'), description: of('description'), ogTitle: of('ogTitle'), ogDescription: of('ogDescription'), ogImage: values.ogImage.trim() };
  };
  const origin = window.location.origin;

  return (
    <div className={styles.editor}>
      <form className={styles.form} onSubmit={submit} onFocus={prefetch} noValidate aria-label={t('seo.formOf', { path: page.paths.vi })}>
        <FormFailure message={failure} className={styles.alert} />
        {TEXTS.map((name) => {
          const Field = LONG.has(name) ? TextArea : TextField;
          return (
            <fieldset key={name} className={styles.pair}>
              <legend>{t(`seo.fields.${name}`)}</legend>
              <Field label={t('seo.vi')} lang="vi" required={name === 'title' || name === 'description'} {...register(`${name}.vi`)} error={fieldError(`${name}.vi`)} />
              <Field label={t('seo.en')} lang="en" hint={t('seo.enHint')} {...register(`${name}.en`)} error={fieldError(`${name}.en`)} />
            </fieldset>
          );
        })}
        <TextField label={t('seo.fields.ogImage')} hint={t('seo.ogImageHint')} {...register('ogImage')} error={fieldError('ogImage')} />
        <Select label={t('seo.fields.robotsTxt')} options={ROBOTS.map((value) => ({ value, label: t(`seo.robots.${value.replace(', ', '_')}` as 'seo.robots.index_follow') }))} {...register('robotsTxt')} error={fieldError('robotsTxt')} />
        <TextField label={t('seo.fields.canonicalUrl')} hint={t('seo.canonicalHint')} type="url" {...register('canonicalUrl')} error={fieldError('canonicalUrl')} />
        <div>
          <Button type="submit" loading={sending}>
            {t('seo.save')}
          </Button>
        </div>
      </form>
      <div className={styles.previews}>
        <SeoPreview language="vi" url={`${origin}${page.paths.vi}`} texts={texts('vi')} />
        <SeoPreview language="en" url={`${origin}${page.paths.en}`} texts={texts('en')} />
      </div>
    </div>
  );
}
