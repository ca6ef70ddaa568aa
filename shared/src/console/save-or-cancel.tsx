/** A console form's last row: its submit button, busy while the form sends, and a way out that keeps nothing. */
import { useConsoleTexts } from './console-texts';
import { Button } from '@storefront/shared/ui/button';
import ui from './console.module.css';

export function SaveOrCancel({ label, sending, onCancel }: { label: string; sending: boolean; onCancel: () => void }) {
  const texts = useConsoleTexts();
  return (
    <div className={ui.actions}>
      <Button type="submit" loading={sending}>
        {label}
      </Button>
      <Button variant="ghost" onClick={onCancel} disabled={sending}>
        {texts.form.cancel}
      </Button>
    </div>
  );
}
