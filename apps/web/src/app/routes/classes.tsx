import { Trans, useLingui } from '@lingui/react/macro';
import { LogOut, UserCog } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { refreshParent } from '../../api/parent';
import { signOut } from '../../api/sign-out';
import { TeacherPage } from '../../components/layout/role-page';
import { Banner, Button, ButtonLink } from '../../components/ui';
import { paths } from '../../config/paths';
import { Classes } from '../../features/classes/classes';
import { VerificationBanner } from '../../features/parent-dashboard/verification-banner';
import { useFlash } from '../../lib/use-flash';

/**
 * /classes, a teacher's home (docs/decisions/0029-teachers.md): until the address is verified,
 * the banner that asks for its code; then the classes.
 */
export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [message, setMessage] = useFlash();
  // The server knows best whether the address was verified meanwhile (a link in another tab).
  useEffect(() => {
    refreshParent().catch((error: unknown) => {
      if ((error as { status?: number }).status === 401) navigate(paths.parentLogin);
    });
  }, [navigate]);
  return (
    <TeacherPage title={t`Classes`}>
      {(teacher) => (
        <>
          {message && <Banner tone={message.tone}>{message.text}</Banner>}
          {teacher.emailverified === 'true' ? (
            <Classes teacher={teacher} />
          ) : (
            <VerificationBanner
              teacher
              email={teacher.email}
              onVerified={(text) => setMessage({ tone: 'success', text })}
            />
          )}
          <div className="flex flex-wrap gap-3">
            <ButtonLink to={paths.manageAccount} variant="secondary">
              <UserCog aria-hidden className="size-5" />
              <Trans>Manage Account</Trans>
            </ButtonLink>
            <Button
              variant="secondary"
              onClick={async () => {
                await signOut('parent');
                navigate(paths.landing);
              }}
            >
              <LogOut aria-hidden className="size-5" />
              <Trans>Logout</Trans>
            </Button>
          </div>
        </>
      )}
    </TeacherPage>
  );
}
