import type { HandlerTable } from '../rpc/handler';
import { deviceCreate } from './device.create';
import { publicmathGet } from './publicmath.get';

/** One handler per tag of the contract; the type makes a missing handler a compile error. */
export const handlers: HandlerTable = {
  'device.create': deviceCreate,
  'publicmath.get': publicmathGet,
};
