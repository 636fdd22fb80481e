import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { LanguageSwitch } from './language-switch';

export function SiteFooter() {
  const { t } = useLingui();
  return (
    <footer className="mt-auto border-t border-line bg-card">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-5 text-sm text-muted">
        <p>© {new Date().getFullYear()} MathSteps</p>
        <LanguageSwitch variant="buttons" />
        <nav aria-label={t`Legal`}>
          <ul className="flex gap-4">
            <li>
              <Link
                to={paths.privacy}
                className="font-bold text-brand-700 underline-offset-4 hover:underline"
              >
                <Trans>Privacy Policy</Trans>
              </Link>
            </li>
            <li>
              <Link
                to={paths.terms}
                className="font-bold text-brand-700 underline-offset-4 hover:underline"
              >
                <Trans>Terms of Service</Trans>
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
