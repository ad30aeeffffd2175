import type { ReactNode } from 'react';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { commonMessages } from './messages';

type ChipColor = NonNullable<ChipProps['color']>;

/** Status badges as in the existing dashboard: completed green, cancel/cancelled red, in_progress yellow, others grey (docs/existing-dashboard.md#kept-as-it-was). */
const STATUS_COLORS: Record<string, ChipColor> = {
  completed: 'success',
  active: 'success',
  activated: 'success',
  cancel: 'error',
  cancelled: 'error',
  in_progress: 'warning',
};

export function statusColor(status: string): ChipColor {
  return STATUS_COLORS[status.toLowerCase()] ?? 'default';
}

/** A code made readable: `in_stock` → `In stock`, `order_note` → `Order note`. */
export function readableCode(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A status in the admin's language: `in_progress` → `In progress` (চলমান); a status the catalogue lacks, made readable. */
export function statusLabel(status: string): string {
  const statuses: Record<string, string> = commonMessages.statuses;
  return Object.prototype.hasOwnProperty.call(statuses, status) ? statuses[status] : readableCode(status);
}

export interface StatusChipProps {
  status: string | null | undefined;
  /** Text to show instead of the prettified status. */
  label?: ReactNode;
  size?: ChipProps['size'];
}

export function StatusChip({ status, label, size = 'small' }: StatusChipProps) {
  const value = status ?? '';
  // data-status: the row's state for scripts and tests (scripts/screenshots.ts checks it is in view).
  return <Chip size={size} color={statusColor(value)} label={label ?? statusLabel(value)} variant="filled" data-status={value} />;
}

/** Flags sent as 1/0 (banners, products, payment methods). */
export function ActiveChip({ active, size = 'small' }: { active: boolean | number | string | null | undefined; size?: ChipProps['size'] }) {
  const isActive = active === true || active === 1 || active === '1' || active === 'active';
  return (
    <StatusChip
      status={isActive ? 'active' : 'inactive'}
      label={isActive ? commonMessages.active : commonMessages.inactive}
      size={size}
    />
  );
}
