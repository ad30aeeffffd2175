import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ListPage } from '../../components/list-page';
import { QueryView, type QueryStatus } from '../../components/query-view';
import { useNotify } from '../../components/use-notify';
import { useUnsavedChangesPrompt } from '../../components/form/use-unsaved-changes-prompt';
import { errorStatus } from '../../lib/format-error';
import { useGetAdminQuery } from '../../store/api';
import { AdminProfileCard } from './admin-profile-card';
import { useGrantSelection } from './grant-checklist';
import { adminMessages as m } from './messages';

export interface GrantEditorProps {
  /** The admin's granted ids as the server has them. */
  granted: readonly number[];
  /** Nothing to grant: `emptyText` is shown instead of the list. */
  empty: boolean;
  /** The checkboxes, given the ticked ids and the way to tick or clear some at once. */
  list: (selected: ReadonlySet<number>, toggle: (ids: readonly number[], on: boolean) => void) => ReactNode;
  /** What is ticked of all there is, as the list counts it ("3 of 12"). */
  count: (selected: ReadonlySet<number>) => string;
  /** Shown above the list (what cannot be granted yet, and where to change that). */
  notice?: ReactNode;
  /** Replaces the admin's whole set on the server. */
  save: (ids: number[]) => Promise<unknown>;
  savedMessage: string;
  emptyText: ReactNode;
}

/** The ticked set, its Save (the whole set, atomically on the server) and the list. */
function GrantEditor({ granted, empty, list, count, notice, save, savedMessage, emptyText }: GrantEditorProps) {
  const { selected, changed, toggle, ids } = useGrantSelection(granted);
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  // Ticks not saved yet are lost when the admin leaves: ask first.
  useUnsavedChangesPrompt(changed && !saving);

  const submit = async () => {
    setSaving(true);
    await notify.track(save(ids()), { success: savedMessage });
    setSaving(false);
  };

  if (empty) return <Alert severity="info">{emptyText}</Alert>;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={!changed || saving}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {m.save}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {count(selected)}
        </Typography>
        {changed && (
          <Typography variant="body2" color="warning.main">
            {m.unsaved}
          </Typography>
        )}
      </Stack>
      {notice}
      {list(selected, toggle)}
    </Stack>
  );
}

/**
 * A grant screen: the admin's profile card beside the checklist of what may be granted (side by
 * side on a laptop, stacked on a phone). `toEditor` turns the loaded grants into the editor's props.
 */
export function GrantPage<T>({
  adminId,
  title,
  query,
  toEditor,
}: {
  adminId: number;
  title: string;
  query: QueryStatus<T>;
  toEditor: (data: T) => GrantEditorProps;
}) {
  const admin = useGetAdminQuery({ id: adminId }, { skip: !adminId });
  // A link to an admin who does not exist (or no id at all) says so, with the way back.
  if (!adminId || errorStatus(admin.error) === 404 || errorStatus(query.error) === 404) {
    return (
      <ListPage title={title} backTo="/admins">
        <QueryView query={query} invalidId backTo="/admins">
          {() => null}
        </QueryView>
      </ListPage>
    );
  }
  return (
    <ListPage title={title} backTo="/admins">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '280px 1fr' }, alignItems: 'start' }}>
        <AdminProfileCard adminId={adminId} />
        <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2.5 }, minWidth: 0 }}>
          {admin.data?.data.is_super_admin && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {m.superAdminHasAll}
            </Alert>
          )}
          <QueryView query={query}>{(data) => <GrantEditor {...toEditor(data)} />}</QueryView>
        </Paper>
      </Box>
    </ListPage>
  );
}
