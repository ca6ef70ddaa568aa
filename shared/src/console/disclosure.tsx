/**
 * A part of a console item shown on demand, behind a button that says whether it is open. Its
 * content is rendered only while open, so a long list of items mounts none of their forms until asked.
 */
import { Fragment, useState, type ReactNode } from 'react';
import { Button } from '@storefront/shared/ui/button';
import styles from './console.module.css';

export function Disclosure({ id, label, title, children }: { id: string; label: string; title: string; children: () => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {label}
      </Button>
      <section id={id} hidden={!open} aria-label={title}>
        {open && children()}
      </section>
    </>
  );
}

/**
 * The form that makes a new item, on demand above a console's list. `children` gets the callback
 * its form calls once it has made one: the form is then made afresh, so the next starts empty.
 */
export function NewItemDisclosure({ id, label, title, children }: { id: string; label: string; title: string; children: (made: () => void) => ReactNode }) {
  const [made, setMade] = useState(0);
  return (
    <div className={styles.creator}>
      <Disclosure id={id} label={label} title={title}>
        {() => <Fragment key={made}>{children(() => setMade((count) => count + 1))}</Fragment>}
      </Disclosure>
    </div>
  );
}
