import { useMemo, useRef, useState, type KeyboardEvent, type PointerEvent, type WheelEvent } from 'react';
import { useQuery } from '@storefront/shared/api/react-query';
import { useTranslation } from '@storefront/shared/i18n/react';
import type { RouterOutputs } from '@storefront/shared/api/trpc-client';
import type { MapPointCategory } from '@storefront/shared/contracts/vocabulary';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { Button } from '@storefront/shared/ui/button';
import { EmptyState } from '@storefront/shared/ui/empty-state';
import { QueryState } from '@storefront/shared/ui/query-state';
import { CardSkeletons } from '../../../components/card-skeletons';
import ui from '../../../components/ui.module.css';
import { INITIAL_VIEWPORT, MAP_HEIGHT, MAP_WIDTH, focusOn, panBy, toMapUnits, viewBox, zoomBy, type Viewport } from '../lib/viewport';
import styles from './map.module.css';
import { mapQueries } from '../map-queries';
import { ResponsiveImage } from '@storefront/shared/ui/responsive-image';

type MapPoint = RouterOutputs['map']['points']['points'][number];

/**
 * Marker look per kind of place (every kind the console offers has one); unknown kinds still show,
 * with the neutral look. Glyphs are plain symbols (no emoji) so they render on systems without an
 * emoji font.
 */
const KIND_STYLE: Record<MapPointCategory, { glyph: string; className: string }> = {
  station: { glyph: '■', className: styles.station! },
  viewpoint: { glyph: '▲', className: styles.viewpoint! },
  restaurant: { glyph: '♨', className: styles.restaurant! },
  restroom: { glyph: 'WC', className: styles.restroom! },
  'first-aid': { glyph: '✚', className: styles.firstAid! },
  service: { glyph: 'i', className: styles.firstAid! },
  show: { glyph: '★', className: styles.viewpoint! },
  temple: { glyph: '◆', className: styles.restaurant! },
  village: { glyph: '⌂', className: styles.other! },
  garden: { glyph: '✿', className: styles.other! },
  family: { glyph: '☺', className: styles.station! },
};
const kindStyle = (kind: string) => KIND_STYLE[kind as MapPointCategory] ?? { glyph: '•', className: styles.other! };

export function AreaMap() {
  const { t } = useTranslation('content');
  const trpc = useTRPC();
  const query = useQuery(mapQueries.points(trpc));
  return (
    <QueryState query={query} skeleton={<CardSkeletons />} errorText={t('map.loadFailed')} isEmpty={(data) => data.points.length === 0} empty={<EmptyState title={t('map.empty')} />}>
      {(data) => <InteractiveMap imageUrl={data.mapImageUrl} points={data.points} />}
    </QueryState>
  );
}

function InteractiveMap({ imageUrl, points }: { imageUrl: string; points: MapPoint[] }) {
  const { t } = useTranslation('content');
  const kinds = useMemo(() => [...new Set(points.map((point) => point.category))], [points]);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [view, setView] = useState<Viewport>(INITIAL_VIEWPORT);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const svg = useRef<SVGSVGElement>(null);

  const visible = points.filter((point) => !hidden.has(point.category));
  const selected = visible.find((point) => point.id === selectedId) ?? null;
  const kindLabel = (kind: string) => t(`map.kinds.${kind}`, { defaultValue: kind });
  // The cable line joins the stations from left to right, as the ride goes.
  const stations = visible.filter((point) => point.category === 'station').map(toMapUnits).sort((a, b) => a.x - b.x);

  const toggleKind = (kind: string) =>
    setHidden((current) => {
      const next = new Set(current);
      if (next.has(kind)) next.delete(kind);
      else next.add(kind);
      return next;
    });

  const select = (point: MapPoint) => {
    setSelectedId(point.id);
    const at = toMapUnits(point);
    setView((current) => focusOn(current, at.x, at.y));
  };

  /** Screen pixels → map units at the current zoom. */
  const unitsPerPixel = () => (svg.current ? MAP_WIDTH / view.zoom / svg.current.getBoundingClientRect().width || 1 : 1);

  function onPointerDown(event: PointerEvent<SVGSVGElement>) {
    if ((event.target as Element).closest('[data-point]')) return;
    drag.current = { x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  }
  function onPointerMove(event: PointerEvent<SVGSVGElement>) {
    if (!drag.current) return;
    const scale = unitsPerPixel();
    const dx = (drag.current.x - event.clientX) * scale;
    const dy = (drag.current.y - event.clientY) * scale;
    drag.current = { x: event.clientX, y: event.clientY };
    setView((current) => panBy(current, dx, dy));
  }
  function onWheel(event: WheelEvent<SVGSVGElement>) {
    setView((current) => zoomBy(current, event.deltaY < 0 ? 1.2 : 1 / 1.2));
  }
  function onKeyDown(event: KeyboardEvent<SVGSVGElement>) {
    const step = 60 / view.zoom;
    const moves: Record<string, () => Viewport> = {
      ArrowLeft: () => panBy(view, -step, 0),
      ArrowRight: () => panBy(view, step, 0),
      ArrowUp: () => panBy(view, 0, -step),
      ArrowDown: () => panBy(view, 0, step),
      '+': () => zoomBy(view, 1.25),
      '=': () => zoomBy(view, 1.25),
      '-': () => zoomBy(view, 0.8),
    };
    const move = moves[event.key];
    if (move && event.target === event.currentTarget) {
      event.preventDefault();
      setView(move());
    }
  }

  return (
    <div className={styles.layout}>
      <div role="group" aria-label={t('map.filter')} className={ui.chips}>
        {kinds.map((kind) => (
          <button key={kind} type="button" className={ui.chip} aria-pressed={!hidden.has(kind)} onClick={() => toggleKind(kind)}>
            <span aria-hidden="true">{kindStyle(kind).glyph}</span>&nbsp;{kindLabel(kind)}
          </button>
        ))}
      </div>

      <div className={styles.mapArea}>
        <div className={styles.canvas}>
          <div className={styles.controls}>
            <Button size="small" variant="secondary" onClick={() => setView(zoomBy(view, 1.25))} aria-label={t('map.zoomIn')}>
              +
            </Button>
            <Button size="small" variant="secondary" onClick={() => setView(zoomBy(view, 0.8))} aria-label={t('map.zoomOut')}>
              −
            </Button>
            <Button size="small" variant="secondary" onClick={() => setView(INITIAL_VIEWPORT)}>
              {t('map.reset')}
            </Button>
          </div>
          <svg
            ref={svg}
            className={styles.svg}
            viewBox={viewBox(view)}
            role="application"
            aria-label={t('map.svgLabel')}
            aria-roledescription={t('map.roleDescription')}
            tabIndex={0}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={() => (drag.current = null)}
            onPointerCancel={() => (drag.current = null)}
            onWheel={onWheel}
            onKeyDown={onKeyDown}
          >
            <rect className={styles.ground} width={MAP_WIDTH} height={MAP_HEIGHT} />
            <image href={imageUrl} width={MAP_WIDTH} height={MAP_HEIGHT} preserveAspectRatio="none" />
            {stations.length > 1 && <polyline className={styles.cable} points={stations.map((s) => `${s.x},${s.y}`).join(' ')} />}
            {visible.map((point) => {
              const at = toMapUnits(point);
              const look = kindStyle(point.category);
              const isSelected = point.id === selectedId;
              const radius = 16 / Math.sqrt(view.zoom);
              return (
                // The glyph sits beside the button, not in it: its letters ("WC", "i") are no part of the name.
                <g key={point.id} transform={`translate(${at.x} ${at.y})`}>
                  <g
                    data-point
                    className={`${styles.marker} ${look.className}`}
                    role="button"
                    tabIndex={0}
                    aria-label={`${point.name} (${kindLabel(point.category)})`}
                    aria-pressed={isSelected}
                    onClick={() => select(point)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter' || event.key === ' ') {
                        event.preventDefault();
                        select(point);
                      }
                    }}
                  >
                    <circle r={isSelected ? radius * 1.3 : radius} />
                    {(isSelected || view.zoom >= 2) && (
                      <text className={styles.label} fontSize={12 / Math.sqrt(view.zoom)} y={radius + 14 / Math.sqrt(view.zoom)}>
                        {point.name}
                      </text>
                    )}
                  </g>
                  <text className={styles.glyph} fontSize={radius} dy={radius * 0.35} aria-hidden="true">
                    {look.glyph}
                  </text>
                </g>
              );
            })}
          </svg>
          <p className={ui.muted}>{t('map.help')}</p>
        </div>

        <section className={`${ui.panel} ${styles.detail}`} aria-live="polite" aria-label={t('map.detail')}>
          {selected ? (
            <>
              <h2 className={ui.heading}>{selected.name}</h2>
              <p className={ui.tag}>{kindLabel(selected.category)}</p>
              {selected.imageUrl && <ResponsiveImage src={selected.imageUrl} alt="" width={1200} height={800} sizes="(max-width: 60rem) calc(100vw - 2rem), 20rem" className={styles.detailImage} />}
              <p>{selected.description}</p>
              <Button variant="ghost" size="small" onClick={() => setSelectedId(null)}>
                {t('map.closeDetail')}
              </Button>
            </>
          ) : (
            <p className={ui.muted}>{t('map.choose')}</p>
          )}
        </section>
      </div>

      <section aria-labelledby="map-list-title">
        <h2 id="map-list-title" className={ui.heading}>
          {t('map.listTitle')}
        </h2>
        {visible.length === 0 ? (
          <EmptyState title={t('map.noneVisible')} />
        ) : (
          <ul className={styles.list}>
            {visible.map((point) => (
              <li key={point.id}>
                <button type="button" className={styles.listItem} onClick={() => select(point)} aria-pressed={point.id === selectedId}>
                  <span aria-hidden="true">{kindStyle(point.category).glyph}</span>
                  <span>
                    <strong>{point.name}</strong>
                    <span className={ui.muted}> · {kindLabel(point.category)}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
