import { Trans, useLingui } from '@lingui/react/macro';
import { PageTitle } from '../../components/layout/page';
import { textLinkClass } from '../../components/ui';
import { Avatar } from '../../features/about/avatar';
import { team } from '../../features/about/team';

export function Component() {
  const { t } = useLingui();
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
      </div>
      <ul className="grid gap-6 md:grid-cols-3">
        {team.map((member) => (
          <li
            key={member.name}
            className="flex flex-col items-center gap-3 rounded-card bg-card p-6 text-center shadow-card ring-1 ring-line"
          >
            <Avatar look={member.look} label={t`Illustrated portrait of ${member.name}`} />
            <h2 className="text-xl font-bold">{member.name}</h2>
            <p className="font-bold text-brand-700">{t(member.role)}</p>
            <p className="text-muted">{t(member.description)}</p>
            <a href={member.profile.href} className={`mt-auto ${textLinkClass}`}>
              {t(member.profile.label)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
