/**
 * Form fields with their label, hint and error message wired for assistive technology:
 * the error sets aria-invalid and is read with the field through aria-describedby.
 *
 * Each takes a `ref` (a plain prop since React 19) and passes it to its control with the rest of
 * the control's props, so react-hook-form's `{...register('email')}` spreads onto a field as onto
 * an `<input>`: it reads the value, and focuses the control of the first invalid field.
 */
import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useHydrated } from '@storefront/shared/ui/use-hydrated';
import styles from './fields.module.css';

interface FieldProps {
  label: ReactNode;
  /** Already translated message (e.g. t(issue.message) for a zod issue). */
  error?: string | null;
  hint?: ReactNode;
}

interface FieldFrameProps extends FieldProps {
  id: string;
  required?: boolean;
  children: (describedBy: string | undefined) => ReactNode;
}

function FieldFrame({ id, label, error, hint, required, children }: FieldFrameProps) {
  const { t } = useTranslation('common');
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true" title={t('ui.required')}>
            *
          </span>
        )}
      </label>
      {children(describedBy)}
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

export type TextFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & { ref?: Ref<HTMLInputElement> };

export function TextField({ label, error, hint, id, className, ...input }: TextFieldProps) {
  const generatedId = useId();
  // A field the server rendered takes input once the browser has taken the form over: typed
  // earlier, it would be lost, as the form starts from its own values.
  const hydrated = useHydrated();
  const fieldId = id ?? generatedId;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint} required={input.required}>
      {(describedBy) => (
        <input id={fieldId} className={[styles.control, className].filter(Boolean).join(' ')} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} readOnly={!hydrated || input.readOnly} />
      )}
    </FieldFrame>
  );
}

export type TextAreaProps = FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> & { ref?: Ref<HTMLTextAreaElement> };

export function TextArea({ label, error, hint, id, className, ...textarea }: TextAreaProps) {
  const generatedId = useId();
  const hydrated = useHydrated();
  const fieldId = id ?? generatedId;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint} required={textarea.required}>
      {(describedBy) => (
        <textarea id={fieldId} className={[styles.control, className].filter(Boolean).join(' ')} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...textarea} readOnly={!hydrated || textarea.readOnly} />
      )}
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & { options: readonly SelectOption[]; placeholder?: string; ref?: Ref<HTMLSelectElement> };

export function Select({ label, error, hint, id, className, options, placeholder, ...select }: SelectProps) {
  const generatedId = useId();
  const hydrated = useHydrated();
  const fieldId = id ?? generatedId;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint} required={select.required}>
      {(describedBy) => (
        <select id={fieldId} className={[styles.control, className].filter(Boolean).join(' ')} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...select} disabled={!hydrated || select.disabled}>
          {placeholder !== undefined && (
            <option value="" disabled={select.required}>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
