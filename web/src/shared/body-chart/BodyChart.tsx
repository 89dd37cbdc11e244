import {
  bodyAreas,
  bodyViewLabels,
  bodyViews,
  markedAreas,
  symptomKindLabels,
  symptomKinds,
  type AnatomyData,
  type BodyArea,
  type SymptomKind,
} from '@pt/contracts';
import { centreOf, figureHeight, figureViewBox, pictureSides, shapeOf, type Shape } from './body-shapes';
import './body-chart.scss';

/** The letter a mark shows beside its colour, so a mark is never told by colour alone. */
export const symptomLetters: Record<SymptomKind, string> = { pain: 'P', numbness: 'N', tingling: 'T', stiffness: 'S' };

function ShapeElement({ shape }: { shape: Shape }) {
  return shape.kind === 'ellipse' ? (
    <ellipse cx={shape.cx} cy={shape.cy} rx={shape.rx} ry={shape.ry} />
  ) : (
    <rect x={shape.x} y={shape.y} width={shape.width} height={shape.height} rx={shape.r} />
  );
}

/**
 * Front and back outlines of a body with the marked areas coloured and lettered. With
 * `onAreaClick`, a click or tap on an area reports it (the form decides what it means). The
 * drawing is hidden from screen readers: the list of named areas beside it is their way in.
 */
export function BodyChart({ marks, onAreaClick }: { marks: Readonly<AnatomyData>; onAreaClick?: (area: BodyArea) => void }) {
  return (
    <div className={`body-chart${onAreaClick ? ' is-interactive' : ''}`} aria-hidden="true" data-testid="body-chart">
      {bodyViews.map((view) => (
        <figure key={view} className="body-figure">
          <svg viewBox={`${figureViewBox.x} 0 ${figureViewBox.width} ${figureHeight + 16}`} focusable="false" className="body-figure-drawing">
            <text className="body-side" x={figureViewBox.x + 2} y={figureHeight + 12}>
              {pictureSides[view].left}
            </text>
            <text className="body-side" x={figureViewBox.x + figureViewBox.width - 2} y={figureHeight + 12} textAnchor="end">
              {pictureSides[view].right}
            </text>
            {/* The outline: every area drawn with a wide stroke, so the segments join into one body. */}
            <g className="body-outline">
              {bodyAreas
                .filter((area) => area.view === view)
                .map((area) => (
                  <ShapeElement key={area.id} shape={shapeOf(area)} />
                ))}
            </g>
            {bodyAreas
              .filter((area) => area.view === view)
              .map((area) => {
                const shape = shapeOf(area);
                const kind = marks[area.id];
                const centre = centreOf(shape);
                return (
                  <g
                    key={area.id}
                    className={`body-area${kind ? ` is-marked is-${kind}` : ''}`}
                    data-area={area.id}
                    data-kind={kind ?? ''}
                    onClick={onAreaClick && (() => onAreaClick(area))}
                  >
                    <title>{kind ? `${area.name}: ${symptomKindLabels[kind]}` : area.name}</title>
                    <ShapeElement shape={shape} />
                    {kind && (
                      <text x={centre.x} y={centre.y} className="body-mark-letter" textAnchor="middle" dominantBaseline="central">
                        {symptomLetters[kind]}
                      </text>
                    )}
                  </g>
                );
              })}
          </svg>
          <figcaption className="body-figure-caption">{bodyViewLabels[view]}</figcaption>
        </figure>
      ))}
    </div>
  );
}

/** What each colour and letter of the chart means. */
export function SymptomLegend() {
  return (
    <ul className="symptom-legend" aria-label="Kinds of symptom">
      {symptomKinds.map((kind) => (
        <li key={kind}>
          <span className={`symptom-swatch is-${kind}`} aria-hidden="true">
            {symptomLetters[kind]}
          </span>
          {symptomKindLabels[kind]}
        </li>
      ))}
    </ul>
  );
}

/** The marked areas in words: the chart's text for screen readers, and a summary for everyone. */
export function MarkedAreaList({ marks, emptyText = 'No areas marked.' }: { marks: Readonly<AnatomyData>; emptyText?: string }) {
  const marked = markedAreas(marks);
  if (marked.length === 0) return <p className="marked-areas-empty">{emptyText}</p>;
  return (
    <ul className="marked-areas" data-testid="marked-areas">
      {marked.map(({ area, kind }) => (
        <li key={area.id} data-area={area.id}>
          <span className={`symptom-swatch is-${kind}`} aria-hidden="true">
            {symptomLetters[kind]}
          </span>
          <span>
            {area.name}: <strong>{symptomKindLabels[kind]}</strong>
          </span>
        </li>
      ))}
    </ul>
  );
}
