import { Check } from 'lucide-react';
import type { CSSProperties } from 'react';

/** Eight sunny dots flying out of a centre: the burst around a right answer. */
const BURST = Array.from({ length: 8 }, (_, index) => {
  const angle = (index / 8) * 2 * Math.PI;
  return {
    dx: `${Math.round(Math.cos(angle) * 44)}px`,
    dy: `${Math.round(Math.sin(angle) * 44)}px`,
  };
});

/**
 * A right problem: a tick that pops in inside a burst of sunny dots. With reduced motion
 * (the system setting) it is simply there, still.
 */
export function CorrectBurst() {
  return (
    <span
      className="relative inline-flex size-14 items-center justify-center"
      data-testid="celebration"
    >
      {BURST.map((dot, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: eight fixed decorative dots.
          key={index}
          aria-hidden="true"
          className="burst-dot absolute size-3 rounded-full bg-sun-400"
          style={{ '--dx': dot.dx, '--dy': dot.dy } as CSSProperties}
        />
      ))}
      <span className="pop-in flex size-12 items-center justify-center rounded-full bg-leaf-700 text-white">
        <Check aria-hidden="true" className="size-8" strokeWidth={3} />
      </span>
    </span>
  );
}
