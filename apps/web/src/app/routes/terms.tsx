import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CLASSES_MAX, STUDENTS_MAX } from '@mathsteps/domain';
import { LegalPage, type LegalSection } from '../../features/legal/legal-page';

const sections: LegalSection[] = [
  {
    heading: msg`Acceptance of these terms`,
    body: (
      <p>
        <Trans>
          By creating an account or using MathSteps you agree to these terms. If you do not agree,
          please do not use the service. A parent or legal guardian accepts these terms for the
          children whose student accounts they create.
        </Trans>
      </p>
    ),
  },
  {
    heading: msg`Use license`,
    body: (
      <>
        <p>
          <Trans>
            We grant you a personal, non-transferable license to use MathSteps for your family’s own
            learning. Each account may have as many student accounts as its plan allows:{' '}
            {STUDENTS_MAX.free} on the free plan and up to {STUDENTS_MAX.premium} on Premium.
          </Trans>
        </p>
        <p>
          <Trans>
            You may not copy, resell or redistribute the problems or the software, try to reach
            other families’ data, or disrupt the service.
          </Trans>
        </p>
      </>
    ),
  },
  {
    heading: msg`Teachers and schools`,
    body: (
      <p>
        <Trans>
          A teacher accepts these terms for the school’s use of MathSteps and confirms that the
          school allows it. A teacher’s account is free, holds up to {CLASSES_MAX} classes, and is
          for the school’s own teaching only. A family’s child is in a teacher’s class only while
          its parent agrees, and its account stays the family’s.
        </Trans>
      </p>
    ),
  },
  {
    heading: msg`Disclaimer`,
    body: (
      <p>
        <Trans>
          MathSteps is provided “as is”. It supports practice at home and at school; it does not
          replace a teacher, and we make no promise of particular learning results.
        </Trans>
      </p>
    ),
  },
  {
    heading: msg`Limitations`,
    body: (
      <p>
        <Trans>
          To the extent the law allows, MathSteps and its team are not liable for indirect or
          consequential damages arising from the use of, or the inability to use, the service. Our
          total liability is limited to the amount you paid us in the twelve months before the
          claim.
        </Trans>
      </p>
    ),
  },
  {
    heading: msg`Accuracy of materials`,
    body: (
      <p>
        <Trans>
          We check every problem and every worked step with care. If you find an error, tell us
          through the Contact Us page and we will correct it.
        </Trans>
      </p>
    ),
  },
  {
    heading: msg`Links`,
    body: (
      <p>
        <Trans>
          MathSteps may link to other websites, such as our payment provider’s pages. We are not
          responsible for the content or practices of sites we do not run.
        </Trans>
      </p>
    ),
  },
  {
    heading: msg`Modifications`,
    body: (
      <p>
        <Trans>
          We may update these terms. When we make a significant change we will tell parents by
          e-mail before it takes effect. Continuing to use MathSteps after that means you accept the
          new terms.
        </Trans>
      </p>
    ),
  },
];

export function Component() {
  const { t } = useLingui();
  return <LegalPage title={t`Terms of Service`} updated={t`November 2026`} sections={sections} />;
}
