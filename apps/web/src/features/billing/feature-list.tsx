import { useLingui } from '@lingui/react/macro';
import type { LucideIcon } from 'lucide-react';
import type { PlanFeature } from './plans';

/** A plan's lines, each its name in bold and what it means here below. */
export function FeatureList({ items, icon: Icon }: { items: PlanFeature[]; icon: LucideIcon }) {
  const { t } = useLingui();
  return (
    <ul className="flex flex-col gap-3">
      {items.map((item) => (
        <li key={item.name.id} className="flex items-start gap-2">
          <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-leaf-700" />
          <span>
            <span className="font-bold">{t(item.name)}</span>
            <span className="block text-sm text-muted">{t(item.detail)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
