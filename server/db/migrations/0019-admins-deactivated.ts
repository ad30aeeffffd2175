import { script } from './script';

/**
 * An admin can be deactivated (domains/admins): they cannot sign in and their sessions are not
 * accepted, while their record, grants and package permissions stay for a reactivation. A
 * deactivation updates the admin's row, which announces it (0012), so every server forgets their
 * sessions at once.
 */
const up = `
alter table admins add column deactivated_at timestamptz;
`;

export const adminsDeactivated = script(up);
