/**
 * The illustrated map the public map page shows, on which a click places the point being edited:
 * the click's place in the picture, in percent of its width and height, is what the public map
 * positions a point by (x / y of map.points). The other points are drawn for orientation. The
 * form's X and Y fields do the same without a pointer.
 */
import { useRef, type MouseEvent } from 'react';
import { useTranslation } from '@storefront/shared/i18n/react';
import styles from './map-console.module.css';

export interface MapPosition {
  x: number;
  y: number;
}

/** A distance into the picture in percent of its size, kept on the map, to a tenth of a percent. */
function toPercent(offset: number, size: number): number {
  return Math.round(Math.min(100, Math.max(0, (offset / size) * 100)) * 10) / 10;
}

export interface MapPickerProps {
  imageUrl: string;
  /** Where the point stands now; NaN while a field is empty. */
  position: MapPosition;
  /** The map's other points, drawn faintly. */
  others: readonly (MapPosition & { id: number })[];
  onPlace: (position: MapPosition) => void;
  /** Describes the map: what a click does. */
  hintId: string;
}

export function MapPicker({ imageUrl, position, others, onPlace, hintId }: MapPickerProps) {
  const { t } = useTranslation('contentStaff');
  const image = useRef<HTMLImageElement>(null);
  const place = (event: MouseEvent<HTMLDivElement>) => {
    // The picture's own box: the frame's border is no part of the map, and the markers are placed within the picture.
    const box = image.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return;
    onPlace({ x: toPercent(event.clientX - box.left, box.width), y: toPercent(event.clientY - box.top, box.height) });
  };
  const placed = Number.isFinite(position.x) && Number.isFinite(position.y);
  return (
    // Pointer only: the X and Y fields beside it are the keyboard's way to the same place.
    <div className={styles.picker} onClick={place}>
      <img ref={image} src={imageUrl} alt={t('mapAdmin.mapAlt')} aria-describedby={hintId} className={styles.mapImage} draggable={false} />
      {others.map((other) => (
        <span key={other.id} className={styles.otherPoint} style={{ left: `${other.x}%`, top: `${other.y}%` }} aria-hidden="true" />
      ))}
      {placed && <span className={styles.marker} style={{ left: `${position.x}%`, top: `${position.y}%` }} aria-hidden="true" />}
    </div>
  );
}
