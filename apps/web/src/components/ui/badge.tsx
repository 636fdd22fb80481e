import type { ReactNode } from 'react';

export function Badge({
  children,
  tone = 'sun',
}: {
  children: ReactNode;
  tone?: 'sun' | 'brand' | 'leaf';
}) {
  const tones = {
    sun: 'bg-sun-400 text-ink',
    brand: 'bg-brand-600 text-white',
    leaf: 'bg-leaf-700 text-white',
  };
  return (
    <span
      className={`inline-flex min-w-6 items-center justify-center rounded-full px-2 py-0.5 text-sm font-bold ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
