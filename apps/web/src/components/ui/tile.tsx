import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const tileClass =
  'flex min-h-28 flex-col items-start gap-2 rounded-card bg-card p-5 text-left shadow-card ring-1 ring-line transition motion-safe:hover:-translate-y-0.5 hover:ring-brand-600';

/** A large dashboard choice: an icon, a title and an optional line of help. */
export function Tile({
  to,
  onClick,
  icon: Icon,
  title,
  children,
  badge,
}: {
  to?: string;
  onClick?: () => void;
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  badge?: ReactNode;
}) {
  const body = (
    <>
      <span className="flex w-full items-center justify-between">
        <Icon aria-hidden="true" className="size-8 text-brand-600" />
        {badge}
      </span>
      <span className="text-lg font-bold">{title}</span>
      {children && <span className="text-sm text-muted">{children}</span>}
    </>
  );
  if (to) {
    return (
      <Link to={to} className={tileClass}>
        {body}
      </Link>
    );
  }
  return (
    <button type="button" onClick={onClick} className={tileClass}>
      {body}
    </button>
  );
}
