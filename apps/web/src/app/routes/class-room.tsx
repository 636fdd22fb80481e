import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMatch, useParams } from 'react-router';
import { classQuery } from '../../api/classes';
import { TeacherPage } from '../../components/layout/role-page';
import { QueryView } from '../../components/ui';
import { paths } from '../../config/paths';
import { ClassRoom } from '../../features/classes/class-room';
import { SignInCards } from '../../features/classes/sign-in-cards';

/**
 * /classes/:classId, one class's page for its teacher, and /classes/:classId/cards, its
 * sign-in cards to print (docs/product.md "Teachers and classes"): one module for both, as
 * they read the same class (and the entry's preload table names its files once).
 */
export function Component() {
  const { t } = useLingui();
  const classId = useParams().classId ?? '';
  const cards = useMatch(paths.classCards) !== null;
  const got = useQuery(classQuery(classId));
  const name = got.data?.class.name;
  const title = cards
    ? name
      ? t`Sign-in cards of ${name}`
      : t`Sign-in cards`
    : (name ?? t`Class`);
  return (
    <TeacherPage title={title}>
      {() => (
        <QueryView
          query={got}
          loading={t`Loading the class...`}
          failed={t`The class could not be loaded. Please try again.`}
        >
          {({ class: each, pupils, links }) =>
            cards ? (
              <SignInCards each={each} pupils={pupils} />
            ) : (
              <ClassRoom each={each} pupils={pupils} links={links} />
            )
          }
        </QueryView>
      )}
    </TeacherPage>
  );
}
