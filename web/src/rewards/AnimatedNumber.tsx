import { useEffect, useRef, useState } from 'react';
import { useReducedMotion } from './motion';

const duration = 700;
const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * A number that counts to its new value when it changes (at once with reduced motion). Screen
 * readers read the final value: the counting copy is hidden from them.
 */
export function AnimatedNumber({ value, format = (n) => n.toLocaleString('en-US') }: { value: number; format?: (n: number) => string }) {
  const reduced = useReducedMotion();
  const [shown, setShown] = useState(value);
  const from = useRef(value);

  useEffect(() => {
    const start = from.current;
    from.current = value;
    if (reduced || start === value) {
      setShown(value);
      return;
    }
    let frame = 0;
    const began = performance.now();
    const step = (now: number) => {
      const t = Math.min(1, (now - began) / duration);
      setShown(Math.round(start + (value - start) * easeOut(t)));
      if (t < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => {
      cancelAnimationFrame(frame);
      setShown(value);
    };
  }, [value, reduced]);

  const counting = shown !== value;
  return (
    <span className={`animated-number${counting ? ' is-counting' : ''}`} data-value={value}>
      <span aria-hidden="true">{format(shown)}</span>
      <span className="is-sr-only">{format(value)}</span>
    </span>
  );
}
