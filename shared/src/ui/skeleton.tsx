import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  shape?: 'text' | 'rect' | 'circle';
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** Several text lines, the last one shorter, like a paragraph. */
  lines?: number;
  className?: string;
}

/** A placeholder while content loads; hidden from assistive technology, which hears the page's busy state instead. */
export function Skeleton({ shape = 'text', width, height, lines = 1, className }: SkeletonProps) {
  const classes = [styles.skeleton, shape !== 'rect' && styles[shape], className].filter(Boolean).join(' ');
  if (shape === 'text' && lines > 1) {
    return (
      <span aria-hidden="true">
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} className={classes} style={{ width: i === lines - 1 ? '60%' : width, height }} />
        ))}
      </span>
    );
  }
  return <span aria-hidden="true" className={classes} style={{ width, height }} />;
}
