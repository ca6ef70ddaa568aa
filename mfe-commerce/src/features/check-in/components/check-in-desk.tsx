/**
 * Gate check-in: a scanned or typed ticket code is redeemed at once (checkin.redeem admits a
 * ticket once, even when two gates scan it together), and the answer fills the screen. A ticket of
 * an order to be paid at the counter asks staff to take the money: marking it paid admits it.
 * On a device prepared for the shift, a scan without the network is judged on the device, says
 * so, and is queued for the server (hooks/use-gate-device.ts).
 */
import { formatPrice } from '@storefront/shared/i18n/format-number';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@storefront/shared/api/react-query';
import { useTranslation } from '@storefront/shared/i18n/react';
import { errorCodeOf, errorMessage } from '@storefront/shared/api/api-errors';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { shownByTheCaller } from '@storefront/shared/forms/error-policy';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { useContractForm } from '@storefront/shared/forms/use-contract-form';
import { Button } from '@storefront/shared/ui/button';
import { ErrorState } from '@storefront/shared/ui/error-state';
import { TextField } from '@storefront/shared/ui/fields';
import { FormFailure } from '@storefront/shared/console/form-failure';
import { useQrScanner } from '../hooks/use-qr-scanner';
import { useGateDevice } from '../hooks/use-gate-device';
import { useInstallableScanner } from '../hooks/use-installable-scanner';
import type { OfflineAnswer } from '../offline/judge-offline';
import { GatePanel } from './gate-panel';
import { GateReport } from './gate-report';
import { useLocale } from '@storefront/shared/i18n/use-locale';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import { CheckInResult, toBePaid } from './check-in-result';
import styles from './check-in.module.css';

const CODE_FIELD_ID = 'check-in-code';

/** Fetched when the code field first takes the focus (at once: it is autofocused); see schemaOnDemand. */
const checkinInput = schemaOnDemand(() => import('@storefront/shared/contracts/checkin').then((contract) => contract.checkinInput));

/** The server never answered (no network, or it timed out): the device may judge instead. */
function unanswered(error: unknown): boolean {
  const code = errorCodeOf(error);
  return code === undefined || code === 'TIMEOUT';
}

export function CheckInDesk() {
  const { t } = useTranslation('commerceStaff');
  const trpc = useTRPC();
  const [locale] = useLocale();
  const gate = useGateDevice();
  useInstallableScanner();
  const [offlineAnswer, setOfflineAnswer] = useState<OfflineAnswer | null>(null);
  // The answer area shows a refusal of either, with Retry for the check.
  const redeem = useMutation(trpc.checkin.redeem.mutationOptions({ meta: shownByTheCaller }));
  // Paid at the gate: the same ticket is then checked again, which admits it.
  const markPaid = useMutation(
    trpc.checkin.markPaid.mutationOptions({ meta: shownByTheCaller, onSuccess: (_paid, input) => redeem.mutate({ ...input, deviceId: gate.preparation?.deviceId }) }),
  );
  const videoRef = useRef<HTMLVideoElement>(null);

  const { register, fieldError, failure, sending, submit, prefetch, reset, form } = useContractForm(checkinInput, {
    defaultValues: { secret: '' },
    // Only the device's own store can fail here: the server's answers, refusals included, show
    // in the answer area.
    failureFallback: 'errors.unknown',
    onSubmit: async ({ secret }) => {
      if (gate.preparation && !gate.online) {
        redeem.reset();
        setOfflineAnswer(await gate.judge(secret));
        return;
      }
      try {
        await redeem.mutateAsync({ secret, deviceId: gate.preparation?.deviceId });
      } catch (error) {
        // A prepared device judges a scan the server never answered; any other refusal stays shown.
        if (!gate.preparation || !unanswered(error)) return;
        redeem.reset();
        setOfflineAnswer(await gate.judge(secret));
      }
    },
  });

  /** Checks the code in the field; a paid ticket still being admitted finishes first. */
  function check(event?: FormEvent) {
    event?.preventDefault();
    if (redeem.isPending) return;
    setOfflineAnswer(null);
    void submit(event);
  }

  async function admitPaidHere(answer: OfflineAnswer) {
    setOfflineAnswer(await gate.admitPaid(answer));
  }

  const scanner = useQrScanner(videoRef, (text) => {
    form.setValue('secret', text);
    check();
  });

  function next() {
    setOfflineAnswer(null);
    redeem.reset();
    markPaid.reset();
    reset();
    document.getElementById(CODE_FIELD_ID)?.focus();
  }

  // A USB or Bluetooth barcode scanner types the code and presses Enter into the focused field.
  // Once a check has answered, the code stays selected, so the next scan replaces it.
  const answered = redeem.isSuccess || redeem.isError || offlineAnswer !== null;
  useEffect(() => {
    const field = document.getElementById(CODE_FIELD_ID);
    if (answered && field instanceof HTMLInputElement && document.activeElement === field) field.select();
  }, [answered, redeem.data, offlineAnswer]);

  const scanning = scanner.state === 'starting' || scanner.state === 'scanning';
  const answer = offlineAnswer ?? (redeem.isSuccess ? redeem.data : null);

  return (
    <>
      <GatePanel gate={gate} />
      <p className={styles.intro}>{t('checkIn.intro')}</p>
      <form className={styles.form} onSubmit={check} onFocus={prefetch} noValidate>
        <FormFailure message={failure} />
        <TextField
          id={CODE_FIELD_ID}
          label={t('checkIn.code')}
          hint={t('checkIn.codeHint')}
          autoComplete="off"
          autoFocus
          autoCapitalize="off"
          spellCheck={false}
          required
          {...register('secret')}
          error={fieldError('secret')}
        />
        <div className={styles.buttons}>
          <Button type="submit" size="large" loading={sending || redeem.isPending}>
            {t('checkIn.submit')}
          </Button>
          {scanning ? (
            <Button variant="secondary" size="large" onClick={scanner.stop}>
              {t('checkIn.stopScan')}
            </Button>
          ) : (
            <Button
              variant="secondary"
              size="large"
              onClick={() => {
                redeem.reset();
                setOfflineAnswer(null);
                void scanner.start();
              }}
            >
              {t('checkIn.scan')}
            </Button>
          )}
        </div>
      </form>
      <div className={scanning ? styles.camera : `${styles.camera} ${styles.hidden}`}>
        <video ref={videoRef} muted playsInline />
      </div>
      {scanning && <p className={styles.scanning}>{t('checkIn.scanning')}</p>}
      {scanner.state === 'unavailable' && (
        <p className={styles.warning} role="alert">
          {t('checkIn.cameraUnavailable')}
        </p>
      )}
      <div className={styles.answer} role="status" aria-live="assertive">
        {answer && <CheckInResult answer={answer} />}
        {offlineAnswer && <p className={styles.offlineNote}>{t(offlineAnswer.onlineOnly ? 'gate.onlineOnly' : 'gate.judgedOffline')}</p>}
        {redeem.isError && <ErrorState message={errorMessage(redeem.error)} onRetry={() => check()} />}
        {markPaid.isError && <ErrorState message={errorMessage(markPaid.error)} />}
      </div>
      {answer && toBePaid(answer) && (
        <Button
          size="large"
          loading={markPaid.isPending || redeem.isPending}
          onClick={() => (offlineAnswer ? void admitPaidHere(offlineAnswer) : markPaid.mutate({ secret: redeem.variables!.secret }))}
        >
          {t('checkIn.markPaid', { amount: formatPrice(answer.ticket!.amountDue!, locale) })}
        </Button>
      )}
      {answered && (
        <Button className={styles.next} variant="secondary" size="large" onClick={next}>
          {t('checkIn.next')}
        </Button>
      )}
      {gate.online && <GateReport date={gate.preparation?.date ?? todayInVietnam()} />}
    </>
  );
}
