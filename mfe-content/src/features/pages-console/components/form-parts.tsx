/**
 * What the pages console's forms share: a text in Vietnamese and English side by side (English
 * optional), and the editable lists (values, team, milestones, social links, requirements) whose
 * rows move up and down or go, each button named after its row for screen readers.
 */
import type { ReactNode } from 'react';
import type { ContractForm } from '@storefront/shared/forms/use-contract-form';
import { useTranslation } from '@storefront/shared/i18n/react';
import { Button } from '@storefront/shared/ui/button';
import { TextArea, TextField } from '@storefront/shared/ui/fields';
import styles from './pages-console.module.css';

/** A stored text as the forms edit it: English empty when there is none. */
export function editable(text: { vi: string; en?: string } | undefined) {
  return { vi: text?.vi ?? '', en: text?.en ?? '' };
}

/** A field's registration with its error, as a form's `bind(name)` gives it. */
export type Bound = ReturnType<ContractForm<Record<string, unknown>, unknown>['register']> & { error: string | null };

/** `label` in both languages; `rows` makes them text areas. */
export function BilingualPair({ label, vi, en, rows, hint }: { label: string; vi: Bound; en: Bound; rows?: number; hint?: string }) {
  const { t } = useTranslation('contentStaff');
  const fields = [
    { lang: 'vi', bound: vi, label: `${label} (${t('pages.inVietnamese')})`, required: true, hint },
    { lang: 'en', bound: en, label: `${label} (${t('pages.inEnglish')})`, required: false, hint: undefined },
  ];
  return (
    <div className={styles.languages}>
      {fields.map((field) =>
        rows ? (
          <TextArea key={field.lang} label={field.label} lang={field.lang} required={field.required} hint={field.hint} rows={rows} {...field.bound} />
        ) : (
          <TextField key={field.lang} label={field.label} lang={field.lang} required={field.required} hint={field.hint} {...field.bound} />
        ),
      )}
    </div>
  );
}

/** A list of the form: its rows, the list's own error (too many rows, a refused picture) and the button that adds one. */
export function ListSection({ legend, error, addLabel, onAdd, children }: { legend: string; error: string | null; addLabel: string; onAdd: () => void; children: ReactNode[] }) {
  const { t } = useTranslation('contentStaff');
  return (
    <fieldset className={styles.list}>
      <legend>{legend}</legend>
      {children.length === 0 && <p className={styles.muted}>{t('pages.none')}</p>}
      {children}
      {error && (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      )}
      <div>
        <Button variant="secondary" onClick={onAdd}>
          {addLabel}
        </Button>
      </div>
    </fieldset>
  );
}

/** One row of a list, named `item` ("giá trị 2"); the list's order is the page's. */
export function ListRow({ item, index, count, onMove, onRemove, children }: { item: string; index: number; count: number; onMove: (from: number, to: number) => void; onRemove: (index: number) => void; children: ReactNode }) {
  const { t } = useTranslation('contentStaff');
  return (
    <fieldset className={styles.row}>
      <legend>{item}</legend>
      {children}
      <div className={styles.rowControls}>
        <Button variant="ghost" size="small" disabled={index === 0} onClick={() => onMove(index, index - 1)} aria-label={t('pages.moveUpNamed', { item })}>
          {t('pages.moveUp')}
        </Button>
        <Button variant="ghost" size="small" disabled={index === count - 1} onClick={() => onMove(index, index + 1)} aria-label={t('pages.moveDownNamed', { item })}>
          {t('pages.moveDown')}
        </Button>
        <Button variant="ghost" size="small" onClick={() => onRemove(index)} aria-label={t('pages.removeNamed', { item })}>
          {t('pages.remove')}
        </Button>
      </div>
    </fieldset>
  );
}
