/**
 * One text of a console form in Vietnamese and English side by side: Vietnamese required, English
 * optional (left empty, readers of English see the Vietnamese). `name` is the form's path of a
 * `{ vi, en }` pair; the server names only the pair when it refuses it, so its error shows on the
 * Vietnamese field unless that field has its own. Each input carries its `lang`, so a screen reader
 * reads it in its language.
 */
import type { ContractForm } from '@storefront/shared/forms/use-contract-form';
import { useConsoleTexts } from './console-texts';
import { TextArea, TextField } from '@storefront/shared/ui/fields';
import styles from './console.module.css';

export interface BilingualFieldsProps<Values extends Record<string, unknown>, Output> {
  form: Pick<ContractForm<Values, Output>, 'register' | 'fieldError'>;
  name: string;
  label: string;
  /** Vietnamese required (default), or both optional (e.g. a duration that may be left out). */
  required?: boolean;
  /** Several lines (a description); `hint` goes under the Vietnamese one. */
  rows?: number;
  hint?: string;
}

export function BilingualFields<Values extends Record<string, unknown>, Output>({ form: { register, fieldError }, name, label, required = true, rows, hint }: BilingualFieldsProps<Values, Output>) {
  const texts = useConsoleTexts();
  type FieldName = Parameters<typeof register>[0];
  const vi = `${name}.vi` as FieldName;
  const en = `${name}.en` as FieldName;
  const viProps = { lang: 'vi', label: `${label} (${texts.form.vietnamese})`, hint, required, ...register(vi), error: fieldError(vi) ?? fieldError(name) };
  const enProps = { lang: 'en', label: `${label} (${texts.form.english})`, hint: texts.form.englishOptional, ...register(en), error: fieldError(en) };
  return (
    <div className={styles.languages}>
      {rows ? <TextArea rows={rows} {...viProps} /> : <TextField {...viProps} />}
      {rows ? <TextArea rows={rows} {...enProps} /> : <TextField {...enProps} />}
    </div>
  );
}
