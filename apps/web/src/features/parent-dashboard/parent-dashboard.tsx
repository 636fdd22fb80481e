import { Trans, useLingui } from '@lingui/react/macro';
import { displayName } from '@mathsteps/domain';
import { CreditCard, FileText, LogOut, Mail, UserCog, Users } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { refreshParent, updateParent } from '../../api/parent';
import { signOut } from '../../api/sign-out';
import { Banner, LinkBanner, Tile } from '../../components/ui';
import { paths } from '../../config/paths';
import type { ParentProfile } from '../../lib/session';
import { useFlash } from '../../lib/use-flash';
import { VerificationBanner } from './verification-banner';

/**
 * /parent-dashboard (docs/product.md): the unverified banner, the
 * first-use banners and the tiles.
 */
export function ParentDashboard({ parent }: { parent: ParentProfile }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [message, setMessage] = useFlash();
  const premium = parent.userpremium === 'true';

  // The server knows best whether the address was verified meanwhile (a link in another tab).
  // A parent with students but no markers (students added before markers were kept, or
  // elsewhere) is past the welcome: create_student is set and saved (docs/product.md).
  useEffect(() => {
    refreshParent()
      .then(async ({ data, students }) => {
        if (students.length > 0 && data.ftue.length === 0) {
          await updateParent({ ftue: ['create_student'] });
        }
      })
      .catch((error: unknown) => {
        if ((error as { status?: number }).status === 401) navigate(paths.parentLogin);
      });
  }, [navigate]);

  const logout = async () => {
    await signOut('parent');
    navigate(paths.landing);
  };

  // An account is usable once its address is verified (docs/decisions/0022-usable-once-verified.md):
  // until then the dashboard asks for the code, and offers only what needs no verified address.
  const verified = parent.emailverified === 'true';
  const hasCreated = parent.ftue.includes('create_student');
  const hasScheduled = parent.ftue.includes('update_schedule');

  return (
    <div className="flex flex-col gap-6">
      <p className="text-lg text-muted">
        {/* A new account has no child yet: it is not coming back, it is just arriving. */}
        {hasCreated
          ? t`Welcome back, ${displayName(parent.firstName)}!`
          : t`Welcome, ${displayName(parent.firstName)}!`}
      </p>
      {!verified && (
        <VerificationBanner
          email={parent.email}
          onVerified={(text) => setMessage({ tone: 'success', text })}
        />
      )}
      {message && <Banner tone={message.tone}>{message.text}</Banner>}
      {verified && !hasCreated && (
        <LinkBanner link={{ to: paths.configureStudent, label: <Trans>Create a Student</Trans> }}>
          <Trans>
            <strong>Welcome to MathSteps!</strong> Start by creating your first student: a name, a
            handle and a passcode they will use to log in.
          </Trans>
        </LinkBanner>
      )}
      {verified && hasCreated && !hasScheduled && (
        <LinkBanner
          tone="success"
          link={{ to: paths.configureStudent, label: <Trans>Set Up Schedule</Trans> }}
        >
          <Trans>
            <strong>Student created!</strong> Now set up their weekly schedule, so assignments come
            on the right days.
          </Trans>
        </LinkBanner>
      )}

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {verified && (
          <>
            <Tile to={paths.configureStudent} icon={Users} title={t`Configure Students`}>
              <Trans>Add children, set schedules and levels.</Trans>
            </Tile>
            <Tile to={paths.reportCards} icon={FileText} title={t`View Report Cards`}>
              <Trans>How each child is doing, subject by subject.</Trans>
            </Tile>
          </>
        )}
        <Tile to={paths.parentContact} icon={Mail} title={t`Contact Us`}>
          <Trans>Questions, problems or ideas.</Trans>
        </Tile>
        {verified &&
          (premium ? (
            <Tile to={paths.manageBilling} icon={CreditCard} title={t`Manage Billing`}>
              <Trans>Your plan, payment and invoices.</Trans>
            </Tile>
          ) : (
            <Tile to={paths.pricing} icon={CreditCard} title={t`Sign up now!`}>
              <Trans>Premium: up to 4 students, report cards and weekly updates.</Trans>
            </Tile>
          ))}
        <Tile to={paths.manageAccount} icon={UserCog} title={t`Manage Account`}>
          <Trans>Your name, email and password.</Trans>
        </Tile>
        <Tile onClick={logout} icon={LogOut} title={t`Logout`}>
          <Trans>Sign out of this browser.</Trans>
        </Tile>
      </div>
    </div>
  );
}
