import { useState, type FormEvent } from 'react';
import { useMutation } from '@storefront/shared/api/react-query';
import { useTranslation } from '@storefront/shared/i18n/react';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { Button } from '@storefront/shared/ui/button';
import { TextField } from '@storefront/shared/ui/fields';
import { toast } from '@storefront/shared/toast/toast-store';
import { submitFailureText, useFormValidation } from '../../../lib/form';
import ui from '../../../components/ui.module.css';

/** Fetched when the form is first focused; see schemaOnDemand. */
const newsletterSubscribeInput = schemaOnDemand(() => import('@storefront/shared/contracts/newsletter').then((contract) => contract.newsletterSubscribeInput));

export function NewsletterForm() {
  const { t } = useTranslation('content');
  const trpc = useTRPC();
  const [email, setEmail] = useState('');
  const [subscribed, setSubscribed] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, validate, showServerErrors, clearError, prefetch } = useFormValidation(newsletterSubscribeInput);
  const subscribe = useMutation(trpc.newsletter.subscribe.mutationOptions({ meta: { silentError: true } }));

  function submit(event: FormEvent) {
    event.preventDefault();
    validate({ email }, (input) => {
      if (subscribe.isPending) return;
      setFailure(null);
      subscribe.mutate(input, {
        onSuccess: () => {
          setSubscribed(true);
          setEmail('');
          toast({ type: 'success', message: t('newsletter.done') });
        },
        onError: (error) => {
          showServerErrors(error);
          setFailure(submitFailureText(error, t('newsletter.failed')));
        },
      });
    });
  }

  return (
    <section className={ui.panel} aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className={ui.heading}>
        {t('newsletter.title')}
      </h2>
      <p className={ui.muted}>{t('newsletter.text')}</p>
      <form className={ui.form} onSubmit={submit} onFocus={prefetch} noValidate>
        <TextField
          label={t('newsletter.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          error={errors.email}
          onChange={(event) => {
            setEmail(event.target.value);
            clearError('email');
          }}
        />
        <Button type="submit" loading={subscribe.isPending}>
          {t('newsletter.submit')}
        </Button>
        {failure && <p role="alert" className={ui.error}>{failure}</p>}
        {subscribed && <p role="status">{t('newsletter.done')}</p>}
      </form>
    </section>
  );
}
