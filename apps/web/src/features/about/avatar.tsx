/**
 * Illustrated portraits drawn for this page: a face, hair and a shirt from a few shapes,
 * so the team page needs no photographs.
 */
export interface AvatarLook {
  skin: string;
  hair: string;
  shirt: string;
  background: string;
  hairStyle: 'bun' | 'short' | 'long';
  glasses?: boolean;
}

export function Avatar({ look, label }: { look: AvatarLook; label: string }) {
  return (
    <svg role="img" aria-label={label} viewBox="0 0 120 120" className="size-28 rounded-full">
      <rect width="120" height="120" fill={look.background} />
      {look.hairStyle === 'long' && (
        <path d="M30 58c0-26 12-40 30-40s30 14 30 40v34H30z" fill={look.hair} />
      )}
      <path d="M22 120c2-24 18-36 38-36s36 12 38 36z" fill={look.shirt} />
      <rect x="52" y="68" width="16" height="20" rx="6" fill={look.skin} />
      <ellipse cx="60" cy="56" rx="22" ry="25" fill={look.skin} />
      {look.hairStyle === 'bun' && (
        <>
          <circle cx="60" cy="22" r="11" fill={look.hair} />
          <path
            d="M37 54c0-18 10-27 23-27s23 9 23 27c-6-10-14-14-23-14s-17 4-23 14z"
            fill={look.hair}
          />
        </>
      )}
      {look.hairStyle === 'short' && (
        <path
          d="M37 52c0-17 9-25 23-25s23 8 23 25c-4-7-9-10-14-10-8 0-12 5-22 5-5 0-8 2-10 5z"
          fill={look.hair}
        />
      )}
      {look.hairStyle === 'long' && (
        <path
          d="M37 54c1-17 10-26 23-26s22 9 23 26c-8-8-15-12-23-12s-15 4-23 12z"
          fill={look.hair}
        />
      )}
      <circle cx="51" cy="57" r="2.6" fill="#1c2433" />
      <circle cx="69" cy="57" r="2.6" fill="#1c2433" />
      {look.glasses && (
        <g fill="none" stroke="#1c2433" strokeWidth="2">
          <circle cx="51" cy="57" r="7" />
          <circle cx="69" cy="57" r="7" />
          <path d="M58 57h4" />
        </g>
      )}
      <path
        d="M52 68q8 6 16 0"
        fill="none"
        stroke="#1c2433"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
    </svg>
  );
}
