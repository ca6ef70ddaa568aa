/**
 * One text of a console form in Vietnamese and English side by side. English is never required:
 * readers of English see the Vietnamese where it is left empty. Each input carries its `lang`, so
 * a screen reader reads it in its language.
 */
import type { ComponentProps } from 'react';
import { useTranslation } from '@storefront/shared/i18n/react';
import { TextArea, TextField } from '@storefront/shared/ui/fields';
import ui from './console.module.css';
import styles from './bilingual-field.module.css';

type Lang = 'vi' | 'en';
type ControlProps = Omit<ComponentProps<typeof TextField> & ComponentProps<typeof TextArea>, 'label' | 'lang' | 'required' | 'rows' | 'error'>;

export interface BilingualFieldProps {
  label: string;
  /** The form's field holding `{ vi, en }`. */
  name: string;
  /** Whether the Vietnamese must be given (English never must). */
  required?: boolean;
  /** Text areas of this many rows instead of one-line fields. */
  rows?: number;
  /** Each language's control: react-hook-form's register of `<name>.<lang>`. */
  register: (lang: Lang) => ControlProps;
  /** The form's `fieldError`. */
  fieldError: (name: string) => string | null;
}

export function BilingualField({ label, name, required = false, rows, register, fieldError }: BilingualFieldProps) {
  const { t } = useTranslation('account');
  // The form's own check names the language; the server's refusal names the whole text, shown at the Vietnamese.
  const error = (lang: Lang) => fieldError(`${name}.${lang}`) ?? (lang === 'vi' ? fieldError(name) : null);
  return (
    <fieldset className={ui.group}>
      <legend>{label}</legend>
      <div className={styles.sides}>
        {(['vi', 'en'] as const).map((lang) => {
          const props = { ...register(lang), error: error(lang), label: `${label} (${t(`bilingual.${lang}`)})`, lang, required: required && lang === 'vi' };
          return rows ? <TextArea key={lang} rows={rows} {...props} /> : <TextField key={lang} {...props} />;
        })}
      </div>
    </fieldset>
  );
}
