import { useState } from 'react';
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
import { format } from '../../lib/format';
import { errorStatus } from '../../lib/format-error';
import { useGetAdminQuery } from '../../store/api';
import { AdminProfileCard } from './admin-profile-card';
import { GrantChecklist, useGrantSelection, type GrantGroup } from './grant-checklist';
import { adminMessages as m } from './messages';

export interface GrantEditorProps {
  /** The admin's granted ids as the server has them. */
  granted: readonly number[];
  groups: GrantGroup[];
  /** Replaces the admin's whole set on the server. */
  save: (ids: number[]) => Promise<unknown>;
  savedMessage: string;
  emptyText: string;
  /** Groups open at first (few groups) or closed (many). */
  defaultExpanded?: boolean;
}

/** The ticked set, its Save (the whole set, atomically on the server) and the groups. */
function GrantEditor({ granted, groups, save, savedMessage, emptyText, defaultExpanded }: GrantEditorProps) {
  const { selected, changed, toggle, ids } = useGrantSelection(granted);
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  // Ticks not saved yet are lost when the admin leaves: ask first.
  useUnsavedChangesPrompt(changed && !saving);
  const total = groups.reduce((n, group) => n + group.items.length, 0);

  const submit = async () => {
    setSaving(true);
    await notify.track(save(ids()), { success: savedMessage });
    setSaving(false);
  };

  if (groups.length === 0) return <Alert severity="info">{emptyText}</Alert>;
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
          {format(m.selectedOf, { n: selected.size, total })}
        </Typography>
        {changed && (
          <Typography variant="body2" color="warning.main">
            {m.unsaved}
          </Typography>
        )}
      </Stack>
      <GrantChecklist groups={groups} selected={selected} onToggle={toggle} defaultExpanded={defaultExpanded} />
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
