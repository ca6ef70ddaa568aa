import type { ButtonHTMLAttributes, Ref } from 'react';
import { Spinner } from '@storefront/shared/ui/spinner';
import { useHydrated } from '@storefront/shared/ui/use-hydrated';
import styles from './button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'small' | 'medium' | 'large';
  /** Shows a spinner and blocks further clicks (a form being sent). */
  loading?: boolean;
  block?: boolean;
  /** A plain prop since React 19, passed on to the <button>: to give it focus back after a change. */
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'primary', size = 'medium', loading = false, block = false, className, disabled, children, type = 'button', ...rest }: ButtonProps) {
  // A form the server rendered is sent once the browser has taken it over: before, the browser
  // would send it itself, as a new address, and the page would lose what was typed.
  const hydrated = useHydrated();
  const classes = [styles.button, styles[variant], size !== 'medium' && styles[size], block && styles.block, className].filter(Boolean).join(' ');
  return (
    <button type={type} className={classes} disabled={disabled || loading || (type === 'submit' && !hydrated)} aria-busy={loading || undefined} {...rest}>
      {loading && <Spinner size="small" decorative />}
      {children}
    </button>
  );
}
