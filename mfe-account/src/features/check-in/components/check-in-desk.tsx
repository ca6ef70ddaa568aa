/**
 * Gate check-in: a scanned or typed ticket code is redeemed at once (checkin.redeem admits a
 * ticket once, even when two gates scan it together), and the answer fills the screen. A ticket of
 * an order to be paid at the counter asks staff to take the money: marking it paid admits it.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@storefront/shared/api/react-query';
import { useTranslation } from '@storefront/shared/i18n/react';
import { checkinInput } from '@storefront/shared/contracts/checkin';
import { errorMessage } from '@storefront/shared/api/api-errors';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { translateMessage } from '@storefront/shared/i18n/i18n';
import { Button } from '@storefront/shared/ui/button';
import { ErrorState } from '@storefront/shared/ui/error-state';
import { TextField } from '@storefront/shared/ui/fields';
import { validate } from '../../../lib/form-errors';
import { useQrScanner } from '../hooks/use-qr-scanner';
import { formatPrice } from '@storefront/shared/i18n/format-price';
import { useLocale } from '@storefront/shared/i18n/use-locale';
import { CheckInResult, toBePaid } from './check-in-result';
import styles from './check-in.module.css';

const CODE_FIELD_ID = 'check-in-code';

export function CheckInDesk() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const trpc = useTRPC();
  const [locale] = useLocale();
  const redeem = useMutation(trpc.checkin.redeem.mutationOptions({ meta: { silentError: true } }));
  // Paid at the gate: the same ticket is then checked again, which admits it.
  const markPaid = useMutation(
    trpc.checkin.markPaid.mutationOptions({ meta: { silentError: true }, onSuccess: (_paid, input) => redeem.mutate(input) }),
  );
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);

  function check(value: string) {
    if (redeem.isPending) return;
    const checked = validate(checkinInput, { secret: value });
    setCodeError(checked.errors?.secret ? translateMessage(checked.errors.secret, tc) : null);
    if (checked.data) redeem.mutate(checked.data);
  }

  const scanner = useQrScanner(videoRef, (text) => {
    setCode(text);
    check(text);
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    check(code);
  }

  function next() {
    redeem.reset();
    markPaid.reset();
    setCode('');
    setCodeError(null);
    document.getElementById(CODE_FIELD_ID)?.focus();
  }

  // A USB or Bluetooth barcode scanner types the code and presses Enter into the focused field.
  // Once a check has answered, the code stays selected, so the next scan replaces it.
  useEffect(() => {
    const field = document.getElementById(CODE_FIELD_ID);
    if ((redeem.isSuccess || redeem.isError) && field instanceof HTMLInputElement && document.activeElement === field) field.select();
  }, [redeem.isSuccess, redeem.isError, redeem.data]);

  const scanning = scanner.state === 'starting' || scanner.state === 'scanning';

  return (
    <>
      <p className={styles.intro}>{t('checkIn.intro')}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          id={CODE_FIELD_ID}
          label={t('checkIn.code')}
          hint={t('checkIn.codeHint')}
          name="secret"
          autoComplete="off"
          autoFocus
          autoCapitalize="off"
          spellCheck={false}
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={codeError}
        />
        <div className={styles.buttons}>
          <Button type="submit" size="large" loading={redeem.isPending}>
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
        {redeem.isSuccess && <CheckInResult answer={redeem.data} />}
        {redeem.isError && <ErrorState message={errorMessage(redeem.error)} onRetry={() => check(code)} />}
        {markPaid.isError && <ErrorState message={errorMessage(markPaid.error)} />}
      </div>
      {redeem.isSuccess && toBePaid(redeem.data) && (
        <Button size="large" loading={markPaid.isPending || redeem.isPending} onClick={() => markPaid.mutate(redeem.variables!)}>
          {t('checkIn.markPaid', { amount: formatPrice(redeem.data.ticket!.amountDue!, locale) })}
        </Button>
      )}
      {(redeem.isSuccess || redeem.isError) && (
        <Button className={styles.next} variant="secondary" size="large" onClick={next}>
          {t('checkIn.next')}
        </Button>
      )}
    </>
  );
}
