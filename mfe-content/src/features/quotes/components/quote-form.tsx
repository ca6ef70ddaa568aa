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

/** Fetched when the form is first focused; see schemaOnDemand. */
const quoteCreateInput = schemaOnDemand(() => import('@storefront/shared/contracts/quote').then((contract) => contract.quoteCreateInput));

const EMPTY = { fullName: '', email: '', phone: '', message: '', country: '' };
type QuoteValues = typeof EMPTY;

/** A price quote request: full name, email and phone required, message optional (spec §5). */
export function QuoteForm({ defaultCountry }: { defaultCountry: string }) {
  const { t } = useTranslation('content');
  const trpc = useTRPC();
  const [values, setValues] = useState<QuoteValues>({ ...EMPTY, country: defaultCountry });
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, validate, showServerErrors, clearError, prefetch } = useFormValidation(quoteCreateInput);
  const create = useMutation(trpc.quote.create.mutationOptions({ meta: { silentError: true } }));

  const field = (name: keyof QuoteValues) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      clearError(name);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    validate(values, (input) => {
      if (create.isPending) return;
      setFailure(null);
      create.mutate(input, {
        onSuccess: () => {
          setValues({ ...EMPTY, country: defaultCountry });
          toast({ type: 'success', message: t('quote.sent') });
        },
        onError: (error) => {
          showServerErrors(error);
          setFailure(submitFailureText(error, t('quote.failed')));
        },
      });
    });
  }

  return (
    <form className={ui.form} onSubmit={submit} onFocus={prefetch} noValidate aria-label={t('quote.title')}>
      <div className={ui.formRow}>
        <TextField label={t('quote.fullName')} required autoComplete="name" {...field('fullName')} />
        <TextField label={t('quote.email')} required type="email" autoComplete="email" {...field('email')} />
      </div>
      <div className={ui.formRow}>
        <TextField label={t('quote.phone')} required type="tel" autoComplete="tel" {...field('phone')} />
        <TextField label={t('quote.country')} required autoComplete="country-name" {...field('country')} />
      </div>
      <TextArea label={t('quote.message')} rows={4} hint={t('quote.messageHint')} {...field('message')} />
      {failure && (
        <p role="alert" className={ui.error}>
          {failure}
        </p>
      )}
      <Button type="submit" loading={create.isPending}>
        {t('quote.submit')}
      </Button>
    </form>
  );
}
