import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { commonMessages } from './messages';
import { PageHeading } from './page-heading';

/** The shared layout of list screens: the title (with a back link for sub-screens), then the table. */
export function ListPage({ title, backTo, children }: { title: ReactNode; backTo?: string; children: ReactNode }) {
  return (
    <Stack spacing={2}>
      <PageHeading title={title} backTo={backTo} />
      {children}
    </Stack>
  );
}

/** The list's Add new, a link to its create screen (for DataTable's `toolbarActions`). */
export function AddNewLink({ to, label = commonMessages.addNew }: { to: string; label?: string }) {
  return (
    <Button component={RouterLink} to={to} variant="contained" size="small" startIcon={<AddIcon />}>
      {label}
    </Button>
  );
}

/** A row's Edit, a link to its edit screen. */
export function EditLink({ to, label = commonMessages.edit }: { to: string; label?: string }) {
  return (
    <Button component={RouterLink} to={to} size="small" startIcon={<EditIcon />}>
      {label}
    </Button>
  );
}

/** A row's (or the selection's) Delete; pair it with `useConfirmedDelete`. */
export function DeleteButton({ onClick, label = commonMessages.delete, disabled }: { onClick: () => void; label?: string; disabled?: boolean }) {
  return (
    <Button onClick={onClick} size="small" color="error" startIcon={<DeleteIcon />} disabled={disabled}>
      {label}
    </Button>
  );
}
