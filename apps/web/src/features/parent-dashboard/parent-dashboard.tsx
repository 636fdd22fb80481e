import { CreditCard, FileText, LogOut, Mail, UserCog, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Banner, ButtonLink, Tile, Toggle } from '../../components/ui';
import { paths } from '../../config/paths';
import { reasonOf } from '../../lib/rpc-client';
import type { ParentProfile } from '../../lib/session';
import { useFlash } from '../../lib/use-flash';
import { logoutParent, refreshParent, updateParent } from '../parent-account/api';
import { VerificationBanner } from '../parent-account/verification-banner';

/**
 * /parent-dashboard (seed §2, §4 "First-use guidance"): the unverified banner, the
 * first-use banners, the weekly e-mail choice and the tiles.
 */
export function ParentDashboard({ parent }: { parent: ParentProfile }) {
  const navigate = useNavigate();
  const [message, setMessage] = useFlash();
  const [savingEmails, setSavingEmails] = useState(false);
  const premium = parent.userpremium === 'true';

  // The server knows best whether the address was verified meanwhile (a link in another tab).
  useEffect(() => {
    refreshParent().catch((error: unknown) => {
      if ((error as { status?: number }).status === 401) navigate(paths.parentLogin);
    });
  }, [navigate]);

  const setEmails = async (on: boolean) => {
    setSavingEmails(true);
    try {
      await updateParent({ emails: on ? 'true' : 'false' });
      setMessage({ tone: 'success', text: `Emails ${on ? 'enabled' : 'disabled'} successfully!` });
    } catch (error) {
      setMessage({ tone: 'error', text: reasonOf(error, 'Failed to update email settings') });
    } finally {
      setSavingEmails(false);
    }
  };

  const logout = async () => {
    await logoutParent().catch(() => undefined);
    navigate(paths.landing);
  };

  const hasCreated = parent.ftue.includes('create_student');
  const hasScheduled = parent.ftue.includes('update_schedule');

  return (
    <div className="flex flex-col gap-6">
      <p className="text-lg text-muted">Welcome back, {parent.firstName}!</p>
      {parent.emailverified !== 'true' && (
        <VerificationBanner onVerified={(text) => setMessage({ tone: 'success', text })} />
      )}
      {message && <Banner tone={message.tone}>{message.text}</Banner>}
      {!hasCreated && (
        <Banner action={<ButtonLink to={paths.configureStudent}>Create a Student</ButtonLink>}>
          <strong>Welcome to MathSteps!</strong> Start by creating your first student: a name, a
          handle and a passcode they will use to log in.
        </Banner>
      )}
      {hasCreated && !hasScheduled && (
        <Banner
          tone="success"
          action={<ButtonLink to={paths.configureStudent}>Set Up Schedule</ButtonLink>}
        >
          <strong>Student created!</strong> Now set up their weekly schedule, so assignments come on
          the right days.
        </Banner>
      )}

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Tile to={paths.configureStudent} icon={Users} title="Configure Students">
          Add children, set schedules and levels.
        </Tile>
        <Tile to={paths.reportCards} icon={FileText} title="View Report Cards">
          How each child is doing, subject by subject.
        </Tile>
        <Tile to={paths.parentContact} icon={Mail} title="Contact Us">
          Questions, problems or ideas.
        </Tile>
        {premium ? (
          <Tile to={paths.manageBilling} icon={CreditCard} title="Manage Billing">
            Your plan, payment and invoices.
          </Tile>
        ) : (
          <Tile to={paths.pricing} icon={CreditCard} title="Sign up now!">
            Premium: up to 4 students, report cards and weekly updates.
          </Tile>
        )}
        <Tile to={paths.manageAccount} icon={UserCog} title="Manage Account">
          Your name, email and password.
        </Tile>
        <Tile onClick={logout} icon={LogOut} title="Logout">
          Sign out of this browser.
        </Tile>
      </div>

      <section className="flex items-center justify-between gap-4 rounded-card bg-card p-5 ring-1 ring-line">
        <div>
          <h2 className="font-bold">Weekly summary e-mail</h2>
          <p className="text-sm text-muted">
            Every Sunday: what each child did, their accuracy and their level changes (premium).
          </p>
        </div>
        <Toggle
          label="Weekly summary e-mail"
          checked={parent.emails === 'true'}
          disabled={savingEmails}
          onChange={(on) => void setEmails(on)}
        />
      </section>
    </div>
  );
}
