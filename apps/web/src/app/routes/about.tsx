import { Trans, useLingui } from '@lingui/react/macro';
import { isLocale, languageOf } from '@mathsteps/domain';
import { PageTitle } from '../../components/layout/page';
import { Banner, textLinkClass } from '../../components/ui';
import { Avatar } from '../../features/about/avatar';
import { teamContent, teamIn } from '../../features/about/team';
import { supportEmail } from '../../lib/site-facts';

export function Component() {
  const { i18n, t } = useLingui();
  const team = teamIn(teamContent, languageOf(isLocale(i18n.locale) ? i18n.locale : 'en-US'));
  // A person without a link of their own is reached at the site's address, which is read.
  const address = supportEmail();
  return (
    <div className="flex flex-col gap-8">
      <div className="flex max-w-3xl flex-col gap-3">
        <PageTitle title={t`About us`}>
          <Trans>About us</Trans>
        </PageTitle>
        <p className="text-lg text-muted">
          <Trans>
            MathSteps is made by a small team of a teacher, an engineer and a parent. We believe
            children learn arithmetic best by writing out every step, and that parents deserve to
            see exactly where their child needs help.
          </Trans>
        </p>
        {team.example && (
          <Banner>
            <Trans>
              The people below are an example: whoever runs this MathSteps site puts its own team
              here.
            </Trans>
          </Banner>
        )}
      </div>
      <ul className="grid gap-6 md:grid-cols-3">
        {team.members.map((member) => (
          <li
            key={member.name}
            className="flex flex-col items-center gap-3 rounded-card bg-card p-6 text-center shadow-card ring-1 ring-line"
          >
            <Avatar look={member.look} label={t`Illustrated portrait of ${member.name}`} />
            <h2 className="text-xl font-bold">{member.name}</h2>
            <p className="font-bold text-brand-700">{member.role}</p>
            <p className="text-muted">{member.description}</p>
            {member.profile ? (
              <a href={member.profile.href} className={`mt-auto ${textLinkClass}`}>
                {member.profile.label}
              </a>
            ) : (
              address && (
                <a href={`mailto:${address}`} className={`mt-auto ${textLinkClass}`}>
                  {t`Write to the team`}
                </a>
              )
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
