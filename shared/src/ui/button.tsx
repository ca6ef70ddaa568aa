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
  // A button works only once the browser has taken a server-rendered page over: until then it says
  // so (aria-disabled, which keeps it in the tab order) and looks like it is still loading. A
  // form's submit button is disabled too: the browser would send the form itself, as a new
  // address, and the page would lose what was typed.
  const hydrated = useHydrated();
  const classes = [styles.button, styles[variant], size !== 'medium' && styles[size], block && styles.block, !hydrated && styles.hydrating, className]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || loading || (type === 'submit' && !hydrated)}
      aria-disabled={!hydrated || undefined}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size="small" decorative />}
      {children}
    </button>
  );
}
