/**
 * A ticket type's default daily capacity: what every day without a capacity of its own offers.
 * Days already given one (or already sold from) keep theirs.
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
const setDefaultCapacityInput = schemaOnDemand(() => import('@storefront/shared/contracts/ticket-admin').then((contract) => contract.setDefaultCapacityInput));

type TicketType = RouterOutputs['ticket']['adminList'][number];

export function DefaultCapacityForm({ type }: { type: TicketType }) {
  const { t } = useTranslation('commerceStaff');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(trpc.ticket.setDefaultCapacity.mutationOptions({ meta: shownByTheCaller }));
  const { register, fieldError, failure, sending, submit, prefetch } = useContractForm(setDefaultCapacityInput, {
    defaultValues: { slug: type.slug, capacity: type.defaultDailyCapacity },
    failureFallback: commerceStaffKey('tickets.defaultCapacityFailed'),
    onSubmit: async (input) => {
      const saved = await save.mutateAsync(input);
      toast({ type: 'success', message: t('tickets.defaultCapacitySaved', { name: type.name, capacity: saved.defaultDailyCapacity }) });
      // The days without a row of their own show the new default.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogQueries.everyTicketType(trpc) }),
        queryClient.invalidateQueries({ queryKey: catalogQueries.everyInventory(trpc) }),
      ]);
    },
  });
  return (
    <form className={styles.inlineForm} onSubmit={submit} onFocus={prefetch} noValidate aria-label={t('tickets.defaultCapacity')}>
      <FormFailure message={failure} className={styles.alert} />
      <TextField
        label={t('tickets.defaultCapacity')}
        hint={t('tickets.defaultCapacityHint')}
        type="number"
        inputMode="numeric"
        min={0}
        required
        {...register('capacity', { valueAsNumber: true })}
        error={fieldError('capacity')}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" loading={sending}>
          {t('tickets.saveDefaultCapacity')}
        </Button>
      </div>
    </form>
  );
}
