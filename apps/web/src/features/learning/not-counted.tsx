import { SUBJECT_NAMES } from '@mathsteps/domain';
import { useRefusedWork } from '../../api/learning';
import { Speaker } from '../../components/read-aloud/speaker';
import { Banner } from '../../components/ui';

/**
 * Work from this device the server refused on arrival (decision 0014: the day had passed, a
 * level changed meanwhile): said kindly, once, where the child is when it is sent.
 */
export function NotCounted() {
  return useRefusedWork().map(({ subject, reason }) => {
    const words = `Your ${SUBJECT_NAMES[subject].toLowerCase()} work from this tablet could not be counted. ${reason}`;
    return (
      <Banner key={subject} tone="error" action={<Speaker text={words} />}>
        {words}
      </Banner>
    );
  });
}
