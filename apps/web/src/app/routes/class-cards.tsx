import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { classQuery } from '../../api/classes';
import { TeacherPage } from '../../components/layout/role-page';
import { QueryView } from '../../components/ui';
import { SignInCards } from '../../features/classes/sign-in-cards';

/** /classes/:classId/cards, a class's sign-in cards to print (docs/product.md "Teachers and classes"). */
export function Component() {
  const { t } = useLingui();
  const classId = useParams().classId ?? '';
  const got = useQuery(classQuery(classId));
  const name = got.data?.class.name;
  return (
    <TeacherPage title={name ? t`Sign-in cards of ${name}` : t`Sign-in cards`}>
      {() => (
        <QueryView
          query={got}
          loading={t`Loading the class...`}
          failed={t`The class could not be loaded. Please try again.`}
        >
          {({ class: each, pupils }) => <SignInCards each={each} pupils={pupils} />}
        </QueryView>
      )}
    </TeacherPage>
  );
}
