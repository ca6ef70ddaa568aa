/** A console form's last row: its submit button, busy while the form sends, and a way out that keeps nothing. */
import { useTranslation } from '@storefront/shared/i18n/react';
import { Button } from '@storefront/shared/ui/button';
import ui from './console.module.css';

export function SaveOrCancel({ label, sending, onCancel }: { label: string; sending: boolean; onCancel: () => void }) {
  const { t } = useTranslation('account');
  return (
    <div className={ui.actions}>
      <Button type="submit" loading={sending}>
        {label}
      </Button>
      <Button variant="ghost" onClick={onCancel} disabled={sending}>
        {t('consoleForm.cancel')}
      </Button>
    </div>
  );
}
