import { Trans } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { generatePath } from 'react-router';
import { ButtonLink } from '../../components/ui';
import { paths } from '../../config/paths';

/**
 * The way back from one of a class's views (its board, its mistakes, its week, a pupil's work):
 * to the class's page, or to its live board, in the order the view gives; `children`, the view's
 * own links beside them. Not printed.
 */
export function BackLinks({
  classId,
  to,
  children,
}: {
  classId: string;
  to: readonly ('class' | 'board')[];
  children?: ReactNode;
}) {
  return (
    <div className="no-print flex flex-wrap gap-2">
      {to.map((back) => (
        <ButtonLink
          key={back}
          to={generatePath(back === 'class' ? paths.classRoom : paths.classBoard, { classId })}
          variant="ghost"
        >
          <ArrowLeft aria-hidden className="size-5" />
          {back === 'class' ? (
            <Trans>Back to the class</Trans>
          ) : (
            <Trans>Back to the live board</Trans>
          )}
        </ButtonLink>
      ))}
      {children}
    </div>
  );
}
