import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router';
import { homeOf, paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 font-bold hover:bg-brand-50 ${isActive ? 'text-brand-700 underline decoration-2 underline-offset-6' : 'text-ink'}`;

/**
 * The navigation bar of docs/product.md: parents, teachers and visitors get Home, Pricing, FAQ and
 * About; students get Home, FAQ and About. Home is the signed-in person's dashboard (a teacher's
 * classes).
 */
export function SiteHeader() {
  const { t } = useLingui();
  const session = useSession();
  const isStudent = session?.role === 'student';
  const home = homeOf(session?.role);
  const links = [
    { to: home, label: t`Home` },
    ...(isStudent ? [] : [{ to: paths.pricing, label: t`Pricing` }]),
    { to: paths.faq, label: t`FAQ` },
    { to: paths.about, label: t`About` },
  ];
  return (
    <header className="border-b border-line bg-card">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2">
        <Logo to={home} />
        <nav aria-label={isStudent ? t`Student` : t`Main`}>
          <ul className="flex flex-wrap items-center gap-1">
            {links.map((link) => (
              <li key={link.label}>
                <NavLink to={link.to} end className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch variant="select" />
      </div>
    </header>
  );
}
