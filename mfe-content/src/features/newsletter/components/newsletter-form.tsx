import { useState } from 'react';
import { useMutation } from '@storefront/shared/api/react-query';
import { useTranslation } from '@storefront/shared/i18n/react';
import { shownByTheCaller } from '@storefront/shared/forms/error-policy';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { useContractForm } from '@storefront/shared/forms/use-contract-form';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { Button } from '@storefront/shared/ui/button';
import { TextField } from '@storefront/shared/ui/fields';
import { toast } from '@storefront/shared/toast/toast-store';
import ui from '../../../components/ui.module.css';

/** Fetched when the form is first focused; see schemaOnDemand. */
const newsletterSubscribeInput = schemaOnDemand(() => import('@storefront/shared/contracts/newsletter').then((contract) => contract.newsletterSubscribeInput));

export function NewsletterForm() {
  const { t } = useTranslation('content');
  const trpc = useTRPC();
  const [subscribed, setSubscribed] = useState(false);
  const subscribe = useMutation(trpc.newsletter.subscribe.mutationOptions({ meta: shownByTheCaller }));
  const { register, fieldError, failure, sending, submit, prefetch, reset } = useContractForm(newsletterSubscribeInput, {
    defaultValues: { email: '' },
    failureFallback: 'content:newsletter.failed',
    onSubmit: async (input) => {
      await subscribe.mutateAsync(input);
      reset();
      setSubscribed(true);
      toast({ type: 'success', message: t('newsletter.done') });
    },
  });

  return (
    <section className={ui.panel} aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className={ui.heading}>
        {t('newsletter.title')}
      </h2>
      <p className={ui.muted}>{t('newsletter.text')}</p>
      <form className={ui.form} onSubmit={submit} onFocus={prefetch} noValidate>
        <TextField label={t('newsletter.email')} type="email" autoComplete="email" required {...register('email')} error={fieldError('email')} />
        <Button type="submit" loading={sending}>
          {t('newsletter.submit')}
        </Button>
        {failure && <p role="alert" className={ui.error}>{failure}</p>}
        {subscribed && <p role="status">{t('newsletter.done')}</p>}
      </form>
    </section>
  );
}
