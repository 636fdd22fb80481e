import type { Tag, TagInput, TagOutput } from '@mathsteps/domain';
import { ensureDeviceId } from './device';
import { post } from './transport';

/**
 * The RPC client: one tag of the contract, typed by it. The web's one door to the server
 * (docs/architecture.md "Where a write lives"): only the resource modules beside this file
 * import it, and a lint rule says so.
 */
export async function rpc<T extends Tag>(
  tag: T,
  input: Omit<TagInput<T>, 'deviceid'>,
): Promise<TagOutput<T>> {
  const deviceid = tag === 'device.create' ? undefined : await ensureDeviceId();
  return (await post({ tag, deviceid, ...input })) as TagOutput<T>;
}
