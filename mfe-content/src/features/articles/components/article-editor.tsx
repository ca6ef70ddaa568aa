/**
 * One article's form: every text in Vietnamese and English side by side (English optional; readers
 * of English see the Vietnamese where it is empty), the body as HTML with a live preview, tags,
 * cover, category and state (draft, scheduled at a Vietnam time, published). It is checked with the
 * API's own contract before sending. The live preview runs in a sandboxed frame (no script can run
 * there, whatever was typed); the saved version's preview below is the server's sanitised HTML,
 * exactly what readers will get.
 */
import { useId } from 'react';
import { useMutation, useQuery, useQueryClient } from '@storefront/shared/api/react-query';
import type { RouterOutputs } from '@storefront/shared/api/trpc-client';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import type { ArticleFormValues } from '@storefront/shared/contracts/article-admin';
import { dateToVietnamLocal } from '@storefront/shared/contracts/vietnam-time';
import { shownByTheCaller } from '@storefront/shared/forms/error-policy';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { useContractForm, useFieldArray } from '@storefront/shared/forms/use-contract-form';
import { useTranslation } from '@storefront/shared/i18n/react';
import { toast } from '@storefront/shared/toast/toast-store';
import { Button } from '@storefront/shared/ui/button';
import { Select, TextArea, TextField } from '@storefront/shared/ui/fields';
import { ErrorState } from '@storefront/shared/ui/error-state';
import { Skeleton } from '@storefront/shared/ui/skeleton';
import { contentStaffKey } from '../../../app/staff-i18n';
import { FormFailure } from '@storefront/shared/console/form-failure';
import { ImageField } from '@storefront/shared/console/image-field';
import { articleQueries } from '../article-queries';
import styles from './article-console.module.css';

/** Fetched when the form is first focused; see schemaOnDemand. */
const articleInput = schemaOnDemand(() => import('@storefront/shared/contracts/article-admin').then((contract) => contract.articleInput));

type Article = RouterOutputs['post']['adminGet'];
type Options = RouterOutputs['post']['adminOptions'];
type Lang = 'vi' | 'en';
type BilingualField = 'title' | 'excerpt' | 'authorName' | 'content';

function valuesOf(article: Article | undefined, options: Options): ArticleFormValues {
  const both = (text: { vi: string; en?: string } | undefined) => ({ vi: text?.vi ?? '', en: text?.en ?? '' });
  return {
    slug: article?.slug ?? '',
    kind: article?.kind ?? 'article',
    categorySlug: article?.categorySlug ?? '',
    title: both(article?.title),
    excerpt: both(article?.excerpt),
    content: both(article?.content),
    authorName: both(article?.authorName),
    tags: (article?.tags ?? []).map(both),
    coverImageUrl: article?.coverImageUrl ?? options.covers[0] ?? '',
    status: article?.status ?? 'draft',
    publishAt: article?.status === 'scheduled' ? dateToVietnamLocal(article.publishedAt) : '',
  };
}

function SavedPreview({ article }: { article: Article }) {
  const { t } = useTranslation('contentStaff');
  const headingId = useId();
  return (
    <section className={styles.preview} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('articles.savedPreview')}
      </h2>
      <div className={styles.sides}>
        {(['vi', 'en'] as const).map((lang) => {
          const shown = article.preview[lang];
          return (
            <article key={lang} lang={lang} className={styles.previewPane} aria-label={t(`articles.previewIn.${lang}`)}>
              <h3 className={styles.previewTitle}>{shown.title}</h3>
              <p className={styles.meta}>{shown.authorName}</p>
              {shown.tags.length > 0 && (
                <ul className={styles.tagChips} aria-label={t('articles.tags')}>
                  {shown.tags.map((tag, index) => (
                    <li key={index}>{tag}</li>
                  ))}
                </ul>
              )}
              {/* Sanitised by the server (api/src/content/article-html.ts), as post.bySlug serves it. */}
              <div className={styles.body} dangerouslySetInnerHTML={{ __html: shown.content }} />
            </article>
          );
        })}
      </div>
    </section>
  );
}

function ArticleForm({ article, options, onOpened, onClose }: { article?: Article; options: Options; onOpened: (id: number) => void; onClose: () => void }) {
  const { t } = useTranslation('contentStaff');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.post.create.mutationOptions({ meta: shownByTheCaller }));
  const update = useMutation(trpc.post.update.mutationOptions({ meta: shownByTheCaller }));
  const { register, watch, fieldError, failure, sending, submit, prefetch, form } = useContractForm(articleInput, {
    defaultValues: valuesOf(article, options),
    failureFallback: contentStaffKey('articles.saveFailed'),
    onSubmit: async (input) => {
      const saved = article ? await update.mutateAsync({ id: article.id, article: input }) : await create.mutateAsync(input);
      toast({ type: 'success', message: t(`articles.saved.${saved.status}`, { slug: saved.slug }) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: articleQueries.everyList(trpc) }),
        queryClient.invalidateQueries({ queryKey: articleQueries.everyArticle(trpc) }),
      ]);
      if (!article) onOpened(saved.id);
    },
  });
  const status = watch('status');
  const tags = useFieldArray({ control: form.control, name: 'tags' });
  const cover = watch('coverImageUrl');
  const langLabel = (lang: Lang) => t(lang === 'vi' ? 'articles.inVietnamese' : 'articles.inEnglish');

  /** A text in both languages, side by side; `multiline` for the excerpt and the body. */
  const pair = (field: BilingualField, rows?: number) => (
    <fieldset className={styles.pair}>
      <legend>{t(`articles.fields.${field}`)}</legend>
      <div className={styles.sides}>
        {(['vi', 'en'] as const).map((lang) => {
          const label = `${t(`articles.fields.${field}`)} (${langLabel(lang)})`;
          const common = { label, required: lang === 'vi', lang, error: fieldError(`${field}.${lang}`) ?? undefined };
          return rows ? (
            <div key={lang} className={styles.side}>
              <TextArea {...common} rows={rows} {...register(`${field}.${lang}`)} hint={field === 'content' ? t('articles.htmlHint') : undefined} />
              {field === 'content' && (
                <iframe className={styles.livePreview} sandbox="" title={t(`articles.livePreview.${lang}`)} srcDoc={String(watch('content')[lang] ?? '')} />
              )}
            </div>
          ) : (
            <TextField key={lang} {...common} {...register(`${field}.${lang}`)} />
          );
        })}
      </div>
    </fieldset>
  );

  return (
    <div className={styles.console}>
      <div className={styles.toolbar}>
        <Button variant="ghost" onClick={onClose}>
          {t('articles.back')}
        </Button>
      </div>
      <form className={styles.form} onSubmit={submit} onFocus={prefetch} noValidate aria-label={article ? t('articles.editTitle', { title: article.title.vi }) : t('articles.new')}>
        <FormFailure message={failure} className={styles.alert} />
        {pair('title')}
        <div className={styles.grid}>
          <TextField label={t('articles.fields.slug')} hint={t('articles.slugHint')} required {...register('slug')} error={fieldError('slug') ?? undefined} />
          <Select
            label={t('articles.fields.kind')}
            options={(['article', 'news'] as const).map((kind) => ({ value: kind, label: t(`articles.kind.${kind}`) }))}
            {...register('kind')}
            error={fieldError('kind') ?? undefined}
          />
          <Select
            label={t('articles.fields.category')}
            options={[{ value: '', label: t('articles.noCategory') }, ...options.categories.map((category) => ({ value: category.slug, label: category.name }))]}
            {...register('categorySlug')}
            error={fieldError('categorySlug') ?? undefined}
          />
        </div>
        {pair('excerpt', 3)}
        {pair('authorName')}
        {pair('content', 12)}
        <fieldset className={styles.pair}>
          <legend>{t('articles.tags')}</legend>
          {tags.fields.length === 0 && <p className={styles.meta}>{t('articles.noTags')}</p>}
          <ol className={styles.tagRows}>
            {tags.fields.map((row, index) => (
              <li key={row.id} className={styles.sides}>
                {(['vi', 'en'] as const).map((lang) => (
                  <TextField
                    key={lang}
                    lang={lang}
                    label={t('articles.tagLabel', { n: index + 1, lang: langLabel(lang) })}
                    required={lang === 'vi'}
                    {...register(`tags.${index}.${lang}`)}
                    error={fieldError(`tags.${index}.${lang}`) ?? undefined}
                  />
                ))}
                <Button variant="ghost" onClick={() => tags.remove(index)} aria-label={t('articles.removeTag', { n: index + 1 })}>
                  {t('articles.remove')}
                </Button>
              </li>
            ))}
          </ol>
          {fieldError('tags') && <p className={styles.alert}>{fieldError('tags')}</p>}
          <div>
            <Button variant="secondary" onClick={() => tags.append({ vi: '', en: '' })}>
              {t('articles.addTag')}
            </Button>
          </div>
        </fieldset>
        <div className={styles.grid}>
          <div className={styles.side}>
            <ImageField label={t('articles.fields.cover')} value={cover} onChange={(url) => form.setValue('coverImageUrl', url, { shouldDirty: true })} error={fieldError('coverImageUrl')} choices={options.covers} />
          </div>
          <Select
            label={t('articles.fields.status')}
            options={(['draft', 'scheduled', 'published'] as const).map((value) => ({ value, label: t(`articles.status.${value}`) }))}
            {...register('status')}
            error={fieldError('status') ?? undefined}
          />
          {status === 'scheduled' && (
            <TextField label={t('articles.fields.publishAt')} hint={t('articles.publishAtHint')} type="datetime-local" required {...register('publishAt')} error={fieldError('publishAt') ?? undefined} />
          )}
        </div>
        <div>
          <Button type="submit" loading={sending}>
            {article ? t('articles.save') : t('articles.create')}
          </Button>
        </div>
      </form>
      {article && <SavedPreview article={article} />}
    </div>
  );
}

/** The form of article `id`, or a blank one; `onOpened` gets a new article's id once it is saved. */
export function ArticleEditor({ id, onOpened, onClose }: { id?: number; onOpened: (id: number) => void; onClose: () => void }) {
  const { t } = useTranslation('contentStaff');
  const trpc = useTRPC();
  const options = useQuery(articleQueries.options(trpc));
  const existing = useQuery({ ...articleQueries.one(trpc, id ?? 0), enabled: id !== undefined });
  if (options.isError || existing.isError) return <ErrorState message={t('articles.loadFailed')} onRetry={() => void Promise.all([options.refetch(), id !== undefined && existing.refetch()])} />;
  if (!options.data || (id !== undefined && !existing.data)) return <Skeleton shape="rect" height="20rem" />;
  // Keyed by the article, so a new article's form is replaced by the saved one's (with its preview).
  return <ArticleForm key={id ?? 'new'} article={id === undefined ? undefined : existing.data} options={options.data} onOpened={onOpened} onClose={onClose} />;
}
