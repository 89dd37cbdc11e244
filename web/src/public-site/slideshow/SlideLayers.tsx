import { slideHeight, slideWidth, type Slide } from './activities';
import './slideshow.scss';

/**
 * Every slide as a stacked <img>, the active one faded in. All of them load with the page (the
 * images are preloaded, so a fade never waits); with `priority` the first, the page's largest
 * paint, is fetched before anything else.
 */
export function SlideLayers({
  slides,
  active,
  priority = false,
}: {
  slides: readonly Slide[];
  active: number;
  priority?: boolean;
}) {
  return (
    <div className="slide-layers">
      {slides.map((slide, i) => (
        <img
          key={slide.src}
          src={slide.src}
          alt={slide.alt}
          width={slideWidth}
          height={slideHeight}
          className={`slide-layer${i === active ? ' is-active' : ''}`}
          style={slide.focus ? { objectPosition: slide.focus } : undefined}
          // Only the visible image is described to assistive technology.
          aria-hidden={i === active ? undefined : true}
          fetchPriority={i > 0 ? 'low' : priority ? 'high' : 'auto'}
          decoding={i === 0 ? 'auto' : 'async'}
          data-slide={i}
        />
      ))}
    </div>
  );
}
