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

/** Fetched when the form is first focused; see schemaOnDemand. */
const quoteCreateInput = schemaOnDemand(() => import('@storefront/shared/contracts/quote').then((contract) => contract.quoteCreateInput));

/** A price quote request: full name, email and phone required, message optional (spec §5). */
export function QuoteForm({ defaultCountry }: { defaultCountry: string }) {
  const { t } = useTranslation('content');
  const trpc = useTRPC();
  const create = useMutation(trpc.quote.create.mutationOptions({ meta: shownByTheCaller }));
  const { register, fieldError, failure, sending, submit, prefetch, reset } = useContractForm(quoteCreateInput, {
    defaultValues: { fullName: '', email: '', phone: '', message: '', country: defaultCountry },
    failureFallback: 'content:quote.failed',
    onSubmit: async (input) => {
      await create.mutateAsync(input);
      reset();
      toast({ type: 'success', message: t('quote.sent') });
    },
  });

  return (
    <form className={ui.form} onSubmit={submit} onFocus={prefetch} noValidate aria-label={t('quote.title')}>
      <div className={ui.formRow}>
        <TextField label={t('quote.fullName')} required autoComplete="name" {...register('fullName')} error={fieldError('fullName')} />
        <TextField label={t('quote.email')} required type="email" autoComplete="email" {...register('email')} error={fieldError('email')} />
      </div>
      <div className={ui.formRow}>
        <TextField label={t('quote.phone')} required type="tel" autoComplete="tel" {...register('phone')} error={fieldError('phone')} />
        <TextField label={t('quote.country')} required autoComplete="country-name" {...register('country')} error={fieldError('country')} />
      </div>
      <TextArea label={t('quote.message')} rows={4} hint={t('quote.messageHint')} {...register('message')} error={fieldError('message')} />
      {failure && (
        <p role="alert" className={ui.error}>
          {failure}
        </p>
      )}
      <Button type="submit" loading={sending}>
        {t('quote.submit')}
      </Button>
    </form>
  );
}
