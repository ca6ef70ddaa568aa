/**
 * A ticket type's adult and child prices, checked with the API's own contract before sending. The
 * next checkout charges what is saved here (infants stay free).
 */
import { useMutation, useQueryClient } from '@storefront/shared/api/react-query';
import type { RouterOutputs } from '@storefront/shared/api/trpc-client';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { shownByTheCaller } from '@storefront/shared/forms/error-policy';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { useContractForm } from '@storefront/shared/forms/use-contract-form';
import { useTranslation } from '@storefront/shared/i18n/react';
import { toast } from '@storefront/shared/toast/toast-store';
import { Button } from '@storefront/shared/ui/button';
import { TextField } from '@storefront/shared/ui/fields';
import { commerceStaffKey } from '../../../lib/staff-i18n';
import { FormFailure } from '@storefront/shared/console/form-failure';
import { catalogQueries } from '../catalog-queries';
import styles from './ticket-console.module.css';

/** Fetched when the form is first focused; see schemaOnDemand. */
const updatePricesInput = schemaOnDemand(() => import('@storefront/shared/contracts/ticket-admin').then((contract) => contract.updatePricesInput));

type TicketType = RouterOutputs['ticket']['adminList'][number];

export function PricesForm({ type }: { type: TicketType }) {
  const { t } = useTranslation('commerceStaff');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(trpc.ticket.updatePrices.mutationOptions({ meta: shownByTheCaller }));
  const { register, fieldError, failure, sending, submit, prefetch } = useContractForm(updatePricesInput, {
    defaultValues: { slug: type.slug, prices: { adult: type.prices.adult, child: type.prices.child } },
    failureFallback: commerceStaffKey('tickets.pricesFailed'),
    onSubmit: async (input) => {
      await save.mutateAsync(input);
      toast({ type: 'success', message: t('tickets.pricesSaved', { name: type.name }) });
      await queryClient.invalidateQueries({ queryKey: catalogQueries.everyTicketType(trpc) });
    },
  });
  // A number field reads as a number; an empty one becomes NaN, which the contract refuses.
  const asNumber = { valueAsNumber: true } as const;
  return (
    <form className={styles.inlineForm} onSubmit={submit} onFocus={prefetch} noValidate aria-label={t('tickets.prices')}>
      <FormFailure message={failure} className={styles.alert} />
      <TextField label={t('tickets.adult')} type="number" inputMode="numeric" min={0} step={1000} required {...register('prices.adult', asNumber)} error={fieldError('prices.adult') ?? fieldError('prices')} />
      <TextField label={t('tickets.child')} type="number" inputMode="numeric" min={0} step={1000} required {...register('prices.child', asNumber)} error={fieldError('prices.child')} />
      <div className={styles.actions}>
        <Button type="submit" loading={sending}>
          {t('tickets.savePrices')}
        </Button>
      </div>
    </form>
  );
}
