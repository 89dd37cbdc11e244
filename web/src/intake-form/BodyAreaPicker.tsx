import { useEffect, useState } from 'react';
import {
  bodyAreas,
  bodyRegionLabels,
  bodyRegions,
  bodyViewLabels,
  bodyViews,
  markedAreas,
  symptomKindLabels,
  symptomKinds,
  type AnatomyData,
  type BodyArea,
  type SymptomKind,
} from '@pt/contracts';
import { BodyChart, MarkedAreaList, symptomLetters } from '../shared/body-chart/BodyChart';
import { useMediaQuery } from '../shared/useMediaQuery';

/**
 * The body chart to fill in. Pointer users choose a kind of symptom, then tap areas of the drawing
 * (again to remove the mark); keyboard and screen-reader users set each named area in the list.
 */
export function BodyAreaPicker({ marks, onChange, error }: { marks: AnatomyData; onChange: (marks: AnatomyData) => void; error?: string }) {
  const [brush, setBrush] = useState<SymptomKind>('pain');
  const [announcement, setAnnouncement] = useState('');
  const wide = useMediaQuery('(min-width: 769px)');
  const [listOpen, setListOpen] = useState(false);
  // The list stands beside the drawing on wide screens; on a phone it opens on request.
  useEffect(() => setListOpen(wide), [wide]);

  function setMark(area: BodyArea, kind: SymptomKind | null) {
    const next = { ...marks };
    if (kind) next[area.id] = kind;
    else delete next[area.id];
    onChange(next);
    setAnnouncement(kind ? `${area.name}: ${symptomKindLabels[kind]} marked.` : `${area.name}: mark removed.`);
  }

  const count = markedAreas(marks).length;

  return (
    <div className="body-picker">
      <fieldset className="field intake-group">
        <legend className="label">Symptom to mark on the drawing</legend>
        <div className="symptom-brushes">
          {symptomKinds.map((kind) => (
            <label key={kind} className={`symptom-brush${brush === kind ? ' is-chosen' : ''}`} htmlFor={`brush-${kind}`}>
              <input id={`brush-${kind}`} type="radio" name="symptom-brush" value={kind} checked={brush === kind} onChange={() => setBrush(kind)} />
              <span className={`symptom-swatch is-${kind}`} aria-hidden="true">
                {symptomLetters[kind]}
              </span>
              <span>{symptomKindLabels[kind]}</span>
            </label>
          ))}
        </div>
        <p className="help">Tap or click an area of the drawing to mark it with this symptom. Tap it again to remove the mark.</p>
      </fieldset>

      <div className="body-picker-layout">
        <div className="body-picker-drawing">
          <BodyChart marks={marks} onAreaClick={(area) => setMark(area, marks[area.id] === brush ? null : brush)} />
        </div>
        <details className="body-area-list" open={listOpen} onToggle={(e) => setListOpen(e.currentTarget.open)}>
          <summary>List of body areas</summary>
          <p className="help mb-2">Choose the symptom you feel in each area, or leave it not marked.</p>
          {bodyViews.map((view) =>
            bodyRegions.map((region) => {
              const areas = bodyAreas.filter((a) => a.view === view && a.region === region);
              if (areas.length === 0) return null;
              return (
                <fieldset key={`${view}-${region}`} className="body-area-group">
                  <legend>
                    {bodyViewLabels[view]}: {bodyRegionLabels[region]}
                  </legend>
                  {areas.map((area) => (
                    <div key={area.id} className="body-area-row">
                      <label htmlFor={`area-${area.id}`}>{area.name}</label>
                      <div className="select is-small">
                        <select id={`area-${area.id}`} value={marks[area.id] ?? ''} onChange={(e) => setMark(area, (e.target.value || null) as SymptomKind | null)}>
                          <option value="">Not marked</option>
                          {symptomKinds.map((kind) => (
                            <option key={kind} value={kind}>
                              {symptomKindLabels[kind]}
                            </option>
                          ))}
                        </select>
                      </div>
                    </div>
                  ))}
                </fieldset>
              );
            }),
          )}
        </details>
      </div>

      <div className="body-picker-summary">
        <h3 className="title is-6 mb-2">{count === 0 ? 'No areas marked yet' : count === 1 ? '1 area marked' : `${count} areas marked`}</h3>
        <MarkedAreaList marks={marks} emptyText="You can also skip this step if you cannot point to one place." />
        {count > 0 && (
          <button type="button" className="button is-small is-light mt-3" onClick={() => (onChange({}), setAnnouncement('All marks removed.'))}>
            Remove all marks
          </button>
        )}
      </div>
      {error && <p className="help is-danger">{error}</p>}
      <p className="is-sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
