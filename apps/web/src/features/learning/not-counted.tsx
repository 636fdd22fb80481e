import { SUBJECT_NAMES } from '@mathsteps/domain';
import { useRefusedWork } from '../../api/learning';
import { Banner } from '../../components/ui';

/**
 * Work from this device the server refused on arrival (decision 0014: the day had passed, a
 * level changed meanwhile): said kindly, once, where the child is when it is sent.
 */
export function NotCounted() {
  return useRefusedWork().map(({ subject, reason }) => (
    <Banner key={subject} tone="error">
      Your {SUBJECT_NAMES[subject].toLowerCase()} work from this tablet could not be counted.{' '}
      {reason}
    </Banner>
  ));
}
