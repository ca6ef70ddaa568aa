/**
 * Gate check-in: a scanned or typed ticket code is redeemed at once (checkin.redeem admits a
 * ticket once, even when two gates scan it together), and the answer fills the screen. A ticket of
 * an order to be paid at the counter asks staff to take the money: marking it paid admits it.
 * On a device prepared for the shift, a scan without the network is judged on the device, says
 * so, and is queued for the server (hooks/use-gate-device.ts).
 */
import { formatPrice } from '@storefront/shared/i18n/format';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@storefront/shared/api/react-query';
import { useTranslation } from '@storefront/shared/i18n/react';
import { checkinInput } from '@storefront/shared/contracts/checkin';
import { errorCodeOf, errorMessage } from '@storefront/shared/api/api-errors';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { translateMessage } from '@storefront/shared/i18n/i18n';
import { Button } from '@storefront/shared/ui/button';
import { ErrorState } from '@storefront/shared/ui/error-state';
import { TextField } from '@storefront/shared/ui/fields';
import { validate } from '../../../lib/form-errors';
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

/** The server never answered (no network, or it timed out): the device may judge instead. */
function unanswered(error: unknown): boolean {
  const code = errorCodeOf(error);
  return code === undefined || code === 'TIMEOUT';
}

export function CheckInDesk() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const trpc = useTRPC();
  const [locale] = useLocale();
  const gate = useGateDevice();
  useInstallableScanner();
  const [offlineAnswer, setOfflineAnswer] = useState<OfflineAnswer | null>(null);
  const [judging, setJudging] = useState(false);
  const redeem = useMutation(trpc.checkin.redeem.mutationOptions({ meta: { silentError: true } }));
  // Paid at the gate: the same ticket is then checked again, which admits it.
  const markPaid = useMutation(
    trpc.checkin.markPaid.mutationOptions({ meta: { silentError: true }, onSuccess: (_paid, input) => redeem.mutate({ ...input, deviceId: gate.preparation?.deviceId }) }),
  );
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);

  async function judgeHere(secret: string) {
    setJudging(true);
    try {
      setOfflineAnswer(await gate.judge(secret));
    } finally {
      setJudging(false);
    }
  }

  function check(value: string) {
    if (redeem.isPending || judging) return;
    const checked = validate(checkinInput, { secret: value });
    setCodeError(checked.errors?.secret ? translateMessage(checked.errors.secret, tc) : null);
    setOfflineAnswer(null);
    if (!checked.data) return;
    const { secret } = checked.data;
    if (gate.preparation && !gate.online) {
      redeem.reset();
      void judgeHere(secret);
      return;
    }
    redeem.mutate(
      { secret, deviceId: gate.preparation?.deviceId },
      {
        onError: (error) => {
          if (!gate.preparation || !unanswered(error)) return;
          redeem.reset();
          void judgeHere(secret);
        },
      },
    );
  }

  async function admitPaidHere(answer: OfflineAnswer) {
    setOfflineAnswer(await gate.admitPaid(answer));
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
    setOfflineAnswer(null);
    redeem.reset();
    markPaid.reset();
    setCode('');
    setCodeError(null);
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
          <Button type="submit" size="large" loading={redeem.isPending || judging}>
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
        {redeem.isError && <ErrorState message={errorMessage(redeem.error)} onRetry={() => check(code)} />}
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
