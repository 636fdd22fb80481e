import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';

type Tone = 'info' | 'success' | 'error';

const tones: Record<Tone, { box: string; icon: typeof Info }> = {
  info: { box: 'bg-brand-50 text-brand-800 ring-brand-100', icon: Info },
  success: { box: 'bg-leaf-50 text-leaf-700 ring-leaf-700/20', icon: CircleCheck },
  error: { box: 'bg-berry-50 text-berry-700 ring-berry-700/20', icon: CircleAlert },
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
  const { box, icon: Icon } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex flex-wrap items-center gap-3 rounded-xl px-4 py-3 ring-1 ${box}`}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      {/* At least 14rem for the text: on a phone the action wraps below it. */}
      <div className="min-w-0 flex-1 basis-56">{children}</div>
      {action}
    </div>
  );
}
