import { useState, type FormEvent } from 'react';
import { useMutation } from '@storefront/shared/api/react-query';
import { useTranslation } from '@storefront/shared/i18n/react';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { Button } from '@storefront/shared/ui/button';
import { TextArea, TextField } from '@storefront/shared/ui/fields';
import { toast } from '@storefront/shared/toast/toast-store';
import { submitFailureText, useFormValidation } from '../../../lib/form';
import ui from '../../../components/ui.module.css';
import styles from './comments.module.css';

/** Fetched when the form is first focused; see schemaOnDemand. */
const commentCreateInput = schemaOnDemand(() => import('@storefront/shared/contracts/comment').then((contract) => contract.commentCreateInput));

export interface CommentFormProps {
  postSlug: string;
  /** Set when answering a comment. */
  parentId?: number;
  onDone?: () => void;
  onCancel?: () => void;
}

const EMPTY = { name: '', email: '', content: '', anonymous: false };

/** A new comment or a reply; it is stored as pending and shows only after moderation. */
export function CommentForm({ postSlug, parentId, onDone, onCancel }: CommentFormProps) {
  const { t } = useTranslation('content');
  const trpc = useTRPC();
  const [values, setValues] = useState(EMPTY);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, validate, showServerErrors, clearError, prefetch } = useFormValidation(commentCreateInput);
  const create = useMutation(trpc.comment.create.mutationOptions({ meta: { silentError: true } }));

  const set = <K extends keyof typeof EMPTY>(field: K, value: (typeof EMPTY)[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
    setSent(false);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    validate({
      postSlug,
      parentId,
      content: values.content,
      anonymous: values.anonymous,
      name: values.name.trim() || undefined,
      email: values.email.trim() || undefined,
    }, (input) => {
      if (create.isPending) return;
      setFailure(null);
      create.mutate(input, {
        onSuccess: () => {
          setValues(EMPTY);
          setSent(true);
          toast({ type: 'success', message: t('comments.pending') });
          onDone?.();
        },
        onError: (error) => {
          showServerErrors(error);
          setFailure(submitFailureText(error, t('comments.submitFailed')));
        },
      });
    });
  }

  return (
    <form className={ui.form} onSubmit={submit} onFocus={prefetch} noValidate aria-label={parentId ? t('comments.replyForm') : t('comments.form')}>
      <TextArea label={t('comments.content')} required rows={4} value={values.content} error={errors.content} onChange={(event) => set('content', event.target.value)} />
      <label className={styles.checkbox}>
        <input type="checkbox" checked={values.anonymous} onChange={(event) => set('anonymous', event.target.checked)} />
        {t('comments.anonymous')}
      </label>
      {!values.anonymous && (
        <div className={ui.formRow}>
          <TextField label={t('comments.name')} required autoComplete="name" value={values.name} error={errors.name} onChange={(event) => set('name', event.target.value)} />
          <TextField label={t('comments.email')} required type="email" autoComplete="email" value={values.email} error={errors.email} onChange={(event) => set('email', event.target.value)} hint={t('comments.emailHint')} />
        </div>
      )}
      <div style={{ display: 'flex', gap: 'var(--space-2)' }}>
        <Button type="submit" loading={create.isPending}>
          {parentId ? t('comments.sendReply') : t('comments.send')}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {t('comments.cancel')}
          </Button>
        )}
      </div>
      {failure && <p role="alert" className={ui.error}>{failure}</p>}
      {sent && <p role="status">{t('comments.pending')}</p>}
    </form>
  );
}
