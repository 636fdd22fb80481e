import { Link } from 'react-router';

export function Logo({ to }: { to: string }) {
  return (
    <Link
      to={to}
      className="flex items-center gap-2 rounded-lg py-1 text-xl font-bold text-brand-800"
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="7" fill="#1d5fbf" />
        <path
          d="M7 23h6v-6h6v-6h6"
          fill="none"
          stroke="#ffd166"
          strokeWidth="3.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      MathSteps
    </Link>
  );
}
