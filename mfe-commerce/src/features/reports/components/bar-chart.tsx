/**
 * A small bar chart drawn as SVG: one bar per day, no library (the console stays light and public
 * pages never load it). It is decoration for sighted readers only: aria-hidden, since the table
 * beside it holds the same figures and is what assistive technology reads.
 */
import styles from './reports-console.module.css';

const WIDTH = 600;
const HEIGHT = 160;

export function BarChart({ values }: { values: readonly { label: string; value: number }[] }) {
  if (values.length === 0) return null;
  const max = Math.max(...values.map((entry) => entry.value), 1);
  const slot = WIDTH / values.length;
  const bar = Math.max(slot * 0.7, 1);
  return (
    <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <line x1={0} y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className={styles.axis} />
      {values.map((entry, index) => {
        const height = (entry.value / max) * (HEIGHT - 4);
        return (
          <rect key={entry.label} x={index * slot + (slot - bar) / 2} y={HEIGHT - height} width={bar} height={height} className={styles.bar}>
            <title>{entry.label}</title>
          </rect>
        );
      })}
    </svg>
  );
}
