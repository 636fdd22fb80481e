import type { Tag } from '@mathsteps/domain';
import type { AuthContext } from '../auth/callers';
import type { PaymentProvider } from '../billing/provider';
import type { Caller } from '../learning/callers';
import type { RpcHandler, RpcHandlerTable } from '../rpc/handler';

/**
 * Everything a handler may use (docs/architecture.md, "One request"): the request, the
 * process's parts, the server key, payments, and the caller with a child's day. The floors
 * below take only the parts they need (`Pick<AuthContext, ...>`).
 */
export interface HandlerContext extends AuthContext {
  /** Stripe, or local test mode (docs/operations.md, "Payment modes"). */
  payments: PaymentProvider;
  caller: Caller;
}

export type Handler<T extends Tag> = RpcHandler<T, HandlerContext>;
export type HandlerTable = RpcHandlerTable<HandlerContext>;
