import { useState, type ReactNode } from 'react';
import { activitySlides, type Slide } from './activities';
import { PauseIcon } from './PauseIcon';
import { SlideLayers } from './SlideLayers';
import { useReducedMotion } from '../../shared/reduced-motion';
import { useRotation } from './useRotation';

/** Spec 000 section 9: a new image every 6 seconds, faded in over 1 second (see slideshow.scss). */
export const slideshowIntervalMs = 6000;

export type SlideshowOverlay = 'dark' | 'light' | 'none';

/**
 * A page sitting on the full-screen activity slideshow (spec 000 'Background slideshow
 * wrapper'): six images looping every 6 s under a dark overlay by default. The images are
 * decoration here, hidden from assistive technology; a small toggle pauses them, and nothing
 * moves for visitors who prefer reduced motion.
 *
 *   <BackgroundSlideshow overlay="dark"><section className="section">...</section></BackgroundSlideshow>
 */
export function BackgroundSlideshow({
  children,
  overlay = 'dark',
  slides = activitySlides,
  priority = true,
  className = '',
}: {
  children: ReactNode;
  overlay?: SlideshowOverlay;
  slides?: readonly Slide[];
  /** Fetch the first image before anything else: true when the slideshow starts the page. */
  priority?: boolean;
  className?: string;
}) {
  const reduceMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const [active] = useRotation(slides.length, slideshowIntervalMs, !reduceMotion && !paused);

  return (
    <div className={`background-slideshow has-overlay-${overlay} ${className}`.trim()}>
      <div className="background-slideshow-images" aria-hidden="true">
        <SlideLayers slides={slides} active={active} priority={priority} />
      </div>
      <div className="background-slideshow-content">{children}</div>
      {!reduceMotion && (
        <button
          type="button"
          className="slideshow-pause background-slideshow-pause"
          onClick={() => setPaused((p) => !p)}
        >
          <PauseIcon paused={paused} />
          <span>{paused ? 'Play background' : 'Pause background'}</span>
        </button>
      )}
    </div>
  );
}
