import { useTranslation } from '@storefront/shared/i18n/react';
import { Button } from '@storefront/shared/ui/button';
import { toast } from '@storefront/shared/toast/toast-store';

/** Copies the page's address; when the browser refuses the clipboard the person is told so. */
export function ShareLink({ title }: { title: string }) {
  const { t } = useTranslation('content');
  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(window.location.href);
      toast({ type: 'success', message: t('share.copied') });
    } catch {
      toast({ type: 'error', message: t('share.copyFailed') });
    }
  }
  return (
    <Button variant="secondary" size="small" onClick={() => void copy()} aria-label={t('share.copyLinkOf', { title })}>
      {t('share.copyLink')}
    </Button>
  );
}
