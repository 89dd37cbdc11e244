import { useState } from 'react';
import { Link } from 'react-router-dom';
import { practice } from '@pt/contracts';
import { activitySlides } from '../slideshow/activities';
import { PauseIcon } from '../slideshow/PauseIcon';
import { SlideLayers } from '../slideshow/SlideLayers';
import { useReducedMotion } from '../../shared/reduced-motion';
import { useRotation } from '../slideshow/useRotation';

/** Spec 000 section 9: the home hero shows a new image every 5 seconds, with a 1-second fade. */
export const heroIntervalMs = 5000;

const features = [
  {
    title: 'We Come To You',
    text: 'Home, gym or office anywhere in Melbourne and Brevard County. No waiting rooms, no traffic.',
  },
  {
    title: 'One-on-One Care',
    text: 'A full session with your licensed therapist every visit, never handed off to an aide.',
  },
  {
    title: '22+ Years Combined Experience',
    text: 'Care from a doctor of physical therapy and a certified occupational and lymphedema therapist.',
  },
] as const;

/** Full-screen hero on six rotating activity images, with dots to jump to one. */
export function HomeHero() {
  const reduceMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const [active, setActive] = useRotation(activitySlides.length, heroIntervalMs, !reduceMotion && !paused);

  return (
    <section className="hero home-hero home-hero-full" aria-labelledby="home-hero-title">
      <SlideLayers slides={activitySlides} active={active} priority />
      <div className="home-hero-shade" aria-hidden="true" />

      <div className="home-hero-body">
        <div className="container">
          <p className="hero-eyebrow">{practice.tagline} · Melbourne &amp; Brevard County, FL</p>
          <h1 id="home-hero-title" className="title home-hero-title">
            Mobile Rehabilitation For Active Lives
          </h1>
          <p className="home-hero-lead">
            Physical, occupational and lymphedema therapy delivered to your door, so you can get back to running,
            climbing, working and living.
          </p>
          <div className="buttons home-hero-actions">
            <Link to="/contact" className="button is-primary is-medium">
              Book Your Session
            </Link>
            <Link to="/services" className="button is-medium home-hero-secondary">
              View Services
            </Link>
          </div>
        </div>
      </div>

      <div className="home-hero-features">
        <div className="container">
          <h2 className="is-sr-only">Why patients choose us</h2>
          <ul className="home-feature-list">
            {features.map((feature) => (
              <li key={feature.title} className="home-feature">
                <h3 className="home-feature-title">{feature.title}</h3>
                <p>{feature.text}</p>
              </li>
            ))}
          </ul>

          <div className="home-hero-controls" role="group" aria-label="Background images">
            <ul className="home-hero-dots">
              {activitySlides.map((slide, i) => (
                <li key={slide.src}>
                  <button
                    type="button"
                    className="home-hero-dot"
                    aria-label={`Show image ${i + 1} of ${activitySlides.length}: ${slide.label}`}
                    aria-current={i === active ? 'true' : undefined}
                    onClick={() => setActive(i)}
                  />
                </li>
              ))}
            </ul>
            <span className="home-hero-caption" aria-hidden="true">
              {activitySlides[active]?.label}
            </span>
            {!reduceMotion && (
              <button type="button" className="slideshow-pause" onClick={() => setPaused((p) => !p)}>
                <PauseIcon paused={paused} />
                <span>{paused ? 'Play' : 'Pause'}</span>
                <span className="is-sr-only"> background images</span>
              </button>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
