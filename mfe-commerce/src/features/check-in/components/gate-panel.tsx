/**
 * The device's side of the gate: whether it is online, which shift it is prepared for, how many
 * offline scans wait to go up, and the form that prepares it for a day before the shift (the
 * download that lets it judge tickets without the network).
 */
import { formatDateTime, formatMediumDate } from '@storefront/shared/i18n/format-date';
import { useTranslation } from '@storefront/shared/i18n/react';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { useContractForm } from '@storefront/shared/forms/use-contract-form';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import { errorMessage } from '@storefront/shared/api/api-errors';
import { useLocale } from '@storefront/shared/i18n/use-locale';
import { toast } from '@storefront/shared/toast/toast-store';
import { Button } from '@storefront/shared/ui/button';
import { TextField } from '@storefront/shared/ui/fields';
import { commerceStaffKey } from '../../../lib/staff-i18n';
import { FormFailure } from '@storefront/shared/console/form-failure';
import type { GateDevice } from '../hooks/use-gate-device';
import styles from './check-in.module.css';

const prepareDeviceInput = schemaOnDemand(() => import('@storefront/shared/contracts/checkin').then((contract) => contract.prepareDeviceInput));

function PrepareForm({ gate }: { gate: GateDevice }) {
  const { t } = useTranslation('commerceStaff');
  const { preparation } = gate;
  // The device calls the API itself, outside the QueryClient: the form is the only place a
  // refusal shows.
  const { register, fieldError, failure, sending, submit, prefetch } = useContractForm(prepareDeviceInput, {
    defaultValues: { date: todayInVietnam(), deviceName: preparation?.deviceName ?? '', gate: preparation?.gate ?? '' },
    failureFallback: commerceStaffKey('gate.prepareFailed'),
    onSubmit: async (input) => {
      const prepared = await gate.prepare(input);
      toast({ type: 'success', message: t('gate.prepared', { count: prepared.tickets.length }) });
    },
  });
  return (
    <form className={styles.prepare} onSubmit={submit} onFocus={prefetch} noValidate aria-label={t('gate.prepareTitle')}>
      <FormFailure message={failure} />
      <TextField label={t('gate.date')} type="date" required {...register('date')} error={fieldError('date')} />
      <TextField label={t('gate.deviceName')} hint={t('gate.deviceNameHint')} required {...register('deviceName')} error={fieldError('deviceName')} />
      <TextField label={t('gate.gate')} hint={t('gate.gateHint')} required {...register('gate')} error={fieldError('gate')} />
      <Button type="submit" variant="secondary" loading={sending} disabled={!gate.online}>
        {t('gate.prepare')}
      </Button>
    </form>
  );
}

export function GatePanel({ gate }: { gate: GateDevice }) {
  const { t } = useTranslation('commerceStaff');
  const [locale] = useLocale();
  const { preparation, online, pending, lastSync, syncError } = gate;
  const staleDay = preparation && preparation.date !== todayInVietnam();

  return (
    <section className={styles.gate} aria-label={t('gate.title')}>
      <p className={online ? styles.online : styles.offline} aria-live="polite" data-network={online ? 'online' : 'offline'}>
        {online ? t('gate.online') : preparation ? t('gate.offline') : t('gate.offlineUnprepared')}
      </p>
      {preparation ? (
        <p className={styles.detail} data-testid="gate-preparation">
          {t('gate.preparedFor', {
            date: formatMediumDate(preparation.date, locale),
            device: preparation.deviceName,
            gate: preparation.gate,
            count: preparation.tickets.length,
            at: formatDateTime(preparation.preparedAt, locale),
          })}
        </p>
      ) : (
        preparation === null && <p className={styles.detail}>{t('gate.notPrepared')}</p>
      )}
      {staleDay && (
        <p className={styles.warning} role="alert">
          {t('gate.staleDay')}
        </p>
      )}
      {preparation && !preparation.complete && <p className={styles.warning}>{t('gate.incomplete')}</p>}
      <p className={styles.detail} data-testid="gate-pending">
        {t('gate.pending', { count: pending })}
      </p>
      {lastSync && (
        <p className={styles.detail} data-testid="gate-last-sync">
          {t('gate.lastSync', { at: formatDateTime(lastSync.at, locale), recorded: lastSync.recorded + lastSync.duplicate, conflicts: lastSync.conflict, unknown: lastSync.unknown })}
        </p>
      )}
      {syncError != null && pending > 0 && (
        <p className={styles.warning} role="alert">
          {t('gate.syncFailed', { reason: errorMessage(syncError) })}
        </p>
      )}
      {pending > 0 && (
        <Button variant="secondary" loading={gate.syncing} disabled={!online} onClick={() => void gate.sync()}>
          {t('gate.syncNow')}
        </Button>
      )}
      {/* Rendered once the stored preparation is known, so a device without one opens it at once. */}
      {preparation !== undefined && (
        <details className={styles.prepareBox} open={preparation === null}>
          <summary>{t('gate.prepareTitle')}</summary>
          <p className={styles.detail}>{t('gate.prepareIntro')}</p>
          <PrepareForm gate={gate} />
        </details>
      )}
    </section>
  );
}
