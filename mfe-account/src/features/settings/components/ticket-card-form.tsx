/**
 * A theme's ticket-card style: the picture's height and, per label, whether it shows and its
 * colours, with the contrast of each label's text and a one-click readable colour. The contract
 * refuses a label under WCAG AA, as the API does. The values as typed go to the preview.
 */
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@storefront/shared/api/react-query';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { shownByTheCaller } from '@storefront/shared/forms/error-policy';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { useContractForm } from '@storefront/shared/forms/use-contract-form';
import { useTranslation } from '@storefront/shared/i18n/react';
import { bestTextColour, contrastRatio, formatRatio, AA_TEXT_CONTRAST } from '@storefront/shared/theme/contrast';
import { TICKET_CARD_LABELS, type TicketCardSettings } from '@storefront/shared/theme/ticket-card-defaults';
import { toast } from '@storefront/shared/toast/toast-store';
import { Button } from '@storefront/shared/ui/button';
import { TextField } from '@storefront/shared/ui/fields';
import { QueryState } from '@storefront/shared/ui/query-state';
import { Skeleton } from '@storefront/shared/ui/skeleton';
import { accountKey } from '../../../app/i18n';
import { FormFailure } from '@storefront/shared/console/form-failure';
import { themeQueries } from '../theme-queries';
import styles from './theme-console.module.css';

/** Fetched when the form is first focused; see schemaOnDemand. */
const updateTicketCardInput = schemaOnDemand(() => import('@storefront/shared/contracts/theme-admin').then((contract) => contract.updateTicketCardInput));

function CardForm({ themeId, settings, onChange }: { themeId: number; settings: TicketCardSettings; onChange: (settings: TicketCardSettings) => void }) {
  const { t } = useTranslation('account');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(trpc.componentStyleConfig.updateTicketCard.mutationOptions({ meta: shownByTheCaller }));
  const { register, fieldError, failure, sending, submit, prefetch, watch, form } = useContractForm(updateTicketCardInput, {
    defaultValues: { themeId, settings },
    failureFallback: accountKey('theme.cardFailed'),
    onSubmit: async (input) => {
      await save.mutateAsync(input);
      toast({ type: 'success', message: t('theme.cardSaved') });
      await queryClient.invalidateQueries({ queryKey: themeQueries.ticketCard(trpc, themeId).queryKey });
    },
  });
  useEffect(() => {
    onChange(settings);
    const subscription = watch((values) => onChange(JSON.parse(JSON.stringify(values.settings)) as TicketCardSettings));
    return () => subscription.unsubscribe();
  }, [watch, onChange, settings]);
  const styleOf = (label: (typeof TICKET_CARD_LABELS)[number]) => watch(`settings.labelStyles.${label}`);

  return (
    <form className={styles.panel} onSubmit={submit} onFocus={prefetch} noValidate aria-labelledby="ticket-card-heading">
      <h2 id="ticket-card-heading" className={styles.heading}>
        {t('theme.card')}
      </h2>
      <p className={styles.hint}>{t('theme.cardIntro')}</p>
      <FormFailure message={failure} className={styles.alert} />
      <TextField
        label={t('theme.imageHeight')}
        type="number"
        inputMode="numeric"
        min={120}
        max={800}
        step={10}
        required
        {...register('settings.imageHeight', { valueAsNumber: true })}
        error={fieldError('settings.imageHeight')}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('theme.labels')}</legend>
        {TICKET_CARD_LABELS.map((label) => {
          const name = t(`theme.label.${label}`);
          const style = styleOf(label);
          const ratio = contrastRatio(style.textColor?.trim() ?? '', style.backgroundColor?.trim() ?? '');
          return (
            <div key={label} className={styles.label}>
              <label className={styles.checkbox}>
                <input type="checkbox" {...register(`settings.showLabels.${label}`)} />
                {t('theme.showLabel', { label: name })}
              </label>
              <TextField label={t('theme.labelBackground', { label: name })} spellCheck={false} maxLength={7} {...register(`settings.labelStyles.${label}.backgroundColor`)} error={fieldError(`settings.labelStyles.${label}.backgroundColor`)} />
              <TextField
                label={t('theme.labelText', { label: name })}
                spellCheck={false}
                maxLength={7}
                hint={ratio === null ? undefined : `${t('theme.ratio', { ratio: formatRatio(ratio) })} · ${t(ratio >= AA_TEXT_CONTRAST ? 'theme.passes' : 'theme.fails')}`}
                {...register(`settings.labelStyles.${label}.textColor`)}
                error={fieldError(`settings.labelStyles.${label}.textColor`)}
              />
              {ratio !== null && ratio < AA_TEXT_CONTRAST && (
                <Button
                  variant="ghost"
                  onClick={() => form.setValue(`settings.labelStyles.${label}.textColor`, bestTextColour(style.backgroundColor.trim()), { shouldValidate: form.formState.isSubmitted, shouldDirty: true })}
                >
                  {t('theme.fixLabel', { label: name })}
                </Button>
              )}
            </div>
          );
        })}
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" loading={sending}>
          {t('theme.saveCard')}
        </Button>
      </div>
    </form>
  );
}

export function TicketCardForm({ themeId, onChange }: { themeId: number; onChange: (settings: TicketCardSettings) => void }) {
  const trpc = useTRPC();
  const card = useQuery(themeQueries.ticketCard(trpc, themeId));
  return (
    <QueryState query={card} skeleton={<Skeleton shape="rect" height="12rem" />}>
      {(settings) => <CardForm themeId={themeId} settings={settings} onChange={onChange} />}
    </QueryState>
  );
}
