import { Star } from 'lucide-react';
import type { CSSProperties } from 'react';

/** 1-3 stars out of three, popping in one after the other; the words say how many. */
export function StarRow({ stars, size = 'size-12' }: { stars: number; size?: string }) {
  return (
    <span className="flex items-center gap-2" role="img" aria-label={`${stars} of 3 stars`}>
      {[1, 2, 3].map((place) => (
        <Star
          key={place}
          aria-hidden="true"
          className={`pop-in ${size} ${place <= stars ? 'fill-sun-400 text-sun-700' : 'fill-transparent text-line'}`}
          style={{ '--delay': `${place * 150}ms` } as CSSProperties}
        />
      ))}
    </span>
  );
}
