/**
 * Pip, the MathSteps owl: drawn for this product (plain SVG, no files). It waves on the
 * dashboard, cheers on a result screen and thinks in empty states. Decorative: the words
 * beside it say everything, so it is hidden from screen readers.
 */
export type MascotMood = 'wave' | 'cheer' | 'think';

export function Mascot({
  mood = 'wave',
  className = 'size-24',
}: {
  mood?: MascotMood;
  className?: string;
}) {
  const wingUp = mood === 'cheer';
  return (
    <svg viewBox="0 0 120 120" aria-hidden="true" className={`shrink-0 ${className}`}>
      {/* Feet and body */}
      <path d="M46 108h10M64 108h10" stroke="#e08a00" strokeWidth="6" strokeLinecap="round" />
      <ellipse cx="60" cy="70" rx="36" ry="38" fill="#1d5fbf" />
      <ellipse cx="60" cy="80" rx="24" ry="24" fill="#d8e6f8" />
      <path
        d="M50 78q10 6 20 0M52 88q8 5 16 0"
        stroke="#9cbce6"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      {/* Ear tufts */}
      <path d="M30 40l4-18 14 12zM90 40l-4-18-14 12z" fill="#174d9c" />
      {/* Wings: down at the sides, or both up to cheer; one up to wave */}
      {wingUp ? (
        <>
          <path d="M26 62q-20-14-14-34q12 10 20 28z" fill="#174d9c" />
          <path d="M94 62q20-14 14-34q-12 10-20 28z" fill="#174d9c" />
        </>
      ) : (
        <>
          <path d="M25 62q-8 20 6 34q4-18 0-34z" fill="#174d9c" />
          {mood === 'wave' ? (
            <path d="M95 60q18-8 20-28q-14 4-22 22z" fill="#174d9c" />
          ) : (
            <path d="M95 62q8 20-6 34q-4-18 0-34z" fill="#174d9c" />
          )}
        </>
      )}
      {/* Eyes: big and round; looking up when thinking */}
      <circle cx="45" cy="50" r="14" fill="#fff" />
      <circle cx="75" cy="50" r="14" fill="#fff" />
      <circle
        cx={mood === 'think' ? 48 : 46}
        cy={mood === 'think' ? 45 : 51}
        r="6"
        fill="#1c2433"
      />
      <circle
        cx={mood === 'think' ? 78 : 74}
        cy={mood === 'think' ? 45 : 51}
        r="6"
        fill="#1c2433"
      />
      <circle cx={mood === 'think' ? 50 : 48} cy={mood === 'think' ? 43 : 49} r="2" fill="#fff" />
      <circle cx={mood === 'think' ? 80 : 76} cy={mood === 'think' ? 43 : 49} r="2" fill="#fff" />
      {/* Beak, and a smile under it when cheering */}
      <path d="M55 60l5 8 5-8z" fill="#ffb020" />
      {mood === 'cheer' && (
        <path
          d="M50 70q10 8 20 0"
          stroke="#fff"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
        />
      )}
      {/* Cheeks */}
      <circle cx="34" cy="64" r="4" fill="#ff9db0" opacity="0.8" />
      <circle cx="86" cy="64" r="4" fill="#ff9db0" opacity="0.8" />
    </svg>
  );
}
