import type { ReactNode } from 'react';

type Tone = 'info' | 'success' | 'error';

// Each tone's mark inside a circle: an "i", a tick, an exclamation mark. Drawn here (24 × 24,
// as the icon set draws): the icon set's runtime would otherwise come with every page's
// first download, since the banner does.
const tones: Record<Tone, { box: string; mark: string }> = {
  info: { box: 'bg-brand-50 text-brand-800 ring-brand-100', mark: 'M12 16v-4M12 8h.01' },
  success: { box: 'bg-leaf-50 text-leaf-700 ring-leaf-700/20', mark: 'm8 12 3 3 5-6' },
  error: { box: 'bg-berry-50 text-berry-700 ring-berry-700/20', mark: 'M12 7v6M12 16.5h.01' },
};

/** A message strip; errors are announced at once, other tones politely. */
export function Banner({
  tone = 'info',
  children,
  action,
}: {
  tone?: Tone;
  children: ReactNode;
  action?: ReactNode;
}) {
  const { box, mark } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex flex-wrap items-center gap-3 rounded-xl px-4 py-3 ring-1 ${box}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <circle cx="12" cy="12" r="10" />
        <path d={mark} />
      </svg>
      {/* At least 14rem for the text: on a phone the action wraps below it. */}
      <div className="min-w-0 flex-1 basis-56">{children}</div>
      {action}
    </div>
  );
}
