import { useLingui } from '@lingui/react/macro';
import { useRefusedWork } from '../../api/learning';
import { Speaker } from '../../components/read-aloud/speaker';
import { Banner } from '../../components/ui';
import { SUBJECT_WORDS } from '../../lib/domain-words';
import { inWords } from '../../lib/reason-words';

/**
 * Work from this device the server refused on arrival (decision 0014: the day had passed, a
 * level changed meanwhile): said kindly, once, where the child is when it is sent.
 */
export function NotCounted() {
  const { t } = useLingui();
  return useRefusedWork().map(({ subject, reason }) => {
    const kind = t(SUBJECT_WORDS[subject]).toLowerCase();
    const words = `${t`Your ${kind} work from this device could not be counted.`} ${inWords(reason)}`;
    return (
      <Banner key={subject} tone="error" action={<Speaker text={words} />}>
        {words}
      </Banner>
    );
  });
}
