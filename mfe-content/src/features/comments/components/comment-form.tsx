import { useState } from 'react';
import { useMutation } from '@storefront/shared/api/react-query';
import { useTranslation } from '@storefront/shared/i18n/react';
import { shownByTheCaller } from '@storefront/shared/forms/error-policy';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { useContractForm } from '@storefront/shared/forms/use-contract-form';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { Button } from '@storefront/shared/ui/button';
import { TextArea, TextField } from '@storefront/shared/ui/fields';
import { toast } from '@storefront/shared/toast/toast-store';
import ui from '../../../components/ui.module.css';
import styles from './comments.module.css';

/** Fetched when the form is first focused; see schemaOnDemand. */
const commentCreateInput = schemaOnDemand(() => import('@storefront/shared/contracts/comment').then((contract) => contract.commentCreateInput));

interface CommentFormProps {
  postSlug: string;
  /** Set when answering a comment. */
  parentId?: number;
  onDone?: () => void;
  onCancel?: () => void;
}

/** A new comment or a reply; it is stored as pending and shows only after moderation. */
export function CommentForm({ postSlug, parentId, onDone, onCancel }: CommentFormProps) {
  const { t } = useTranslation('content');
  const trpc = useTRPC();
  const [sent, setSent] = useState(false);
  const create = useMutation(trpc.comment.create.mutationOptions({ meta: shownByTheCaller }));
  const { register, watch, fieldError, failure, sending, submit, prefetch, reset } = useContractForm(commentCreateInput, {
    // The post and the comment answered are checked with the rest, as the API checks them.
    defaultValues: { postSlug, parentId, content: '', anonymous: false, name: '', email: '' },
    failureFallback: 'content:comments.submitFailed',
    onSubmit: async ({ name, email, ...input }) => {
      // Left empty, name and email are not given at all.
      await create.mutateAsync({ ...input, postSlug, parentId, name: name || undefined, email: email || undefined });
      reset();
      setSent(true);
      toast({ type: 'success', message: t('comments.pending') });
      onDone?.();
    },
  });

  return (
    <form
      className={ui.form}
      onSubmit={submit}
      onFocus={prefetch}
      onChange={() => setSent(false)}
      noValidate
      aria-label={parentId ? t('comments.replyForm') : t('comments.form')}
    >
      <TextArea label={t('comments.content')} required rows={4} {...register('content')} error={fieldError('content')} />
      <label className={styles.checkbox}>
        <input type="checkbox" {...register('anonymous')} />
        {t('comments.anonymous')}
      </label>
      {!watch('anonymous') && (
        <div className={ui.formRow}>
          <TextField label={t('comments.name')} required autoComplete="name" {...register('name')} error={fieldError('name')} />
          <TextField label={t('comments.email')} required type="email" autoComplete="email" {...register('email')} error={fieldError('email')} hint={t('comments.emailHint')} />
        </div>
      )}
      <div style={{ display: 'flex', gap: 'var(--space-2)' }}>
        <Button type="submit" loading={sending}>
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
