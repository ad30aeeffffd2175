import type { ReactNode } from 'react';
import type { OperationId } from '../store/api';
import { useCan } from './use-permissions';

/**
 * Renders its children only for admins who may call `op` (an operationId of the contract):
 * `<Can op="createBanner"><AddNewLink to="/banner/add" /></Can>`. The server still refuses (403).
 */
export function Can({ op, children, otherwise = null }: { op: OperationId; children: ReactNode; otherwise?: ReactNode }) {
  return <>{useCan(op) ? children : otherwise}</>;
}
