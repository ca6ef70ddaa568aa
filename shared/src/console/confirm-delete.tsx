/**
 * A delete in two steps: the first click asks, naming what goes, and the second deletes. A refusal
 * reaches the person through the site's global toast (the API says why, e.g. a section that still
 * has dishes); the question then closes.
 */
import { useEffect, useRef, useState } from 'react';
import { useConsoleTexts } from './console-texts';
import { Button } from '@storefront/shared/ui/button';
import styles from './confirm-delete.module.css';

export interface ConfirmDeleteProps {
  /** The button's accessible name, naming the item ("Delete dish Egg coffee"). */
  label: string;
  /** The question asked before deleting. */
  question: string;
  /** Deletes; the question closes when it settles. */
  onConfirm: () => Promise<unknown>;
}

export function ConfirmDelete({ label, question, onConfirm }: ConfirmDeleteProps) {
  const texts = useConsoleTexts();
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const ask = useRef<HTMLButtonElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  // Focus follows the question: to its safe answer when it appears, back to the button when it
  // goes (a deleted item's button goes with it).
  const asked = useRef(false);
  useEffect(() => {
    if (asking) keep.current?.focus();
    else if (asked.current) ask.current?.focus();
    asked.current = asking;
  }, [asking]);
  if (!asking) {
    return (
      <Button ref={ask} variant="ghost" size="small" aria-label={label} onClick={() => setAsking(true)}>
        {texts.confirmDelete.delete}
      </Button>
    );
  }
  const confirm = async () => {
    setDeleting(true);
    try {
      await onConfirm();
    } catch {
      // Told by the global toast; the item stays, and so does the list.
    } finally {
      setDeleting(false);
      setAsking(false);
    }
  };
  return (
    <div role="group" aria-label={label} className={styles.question}>
      <p className={styles.text}>{question}</p>
      <Button variant="danger" size="small" loading={deleting} onClick={() => void confirm()}>
        {texts.confirmDelete.yes}
      </Button>
      <Button ref={keep} variant="ghost" size="small" disabled={deleting} onClick={() => setAsking(false)}>
        {texts.confirmDelete.no}
      </Button>
    </div>
  );
}
