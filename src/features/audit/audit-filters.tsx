import { useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DateRangeFilter } from '../../components/date-range-filter';
import { useGetMeQuery, useListAdminsQuery, type Admin } from '../../store/api';
import { ADMIN_CHOICES, type AuditFilterValues } from './audit-log-query';
import { auditMessages as m } from './messages';

const adminLabel = (admin: Pick<Admin, 'first_name' | 'last_name' | 'username'>) =>
  `${admin.first_name} ${admin.last_name} (@${admin.username})`;

/** Picks an admin by searching the admins list on the server. */
function AdminFilter({ value, onChange }: { value: string | undefined; onChange: (id: string | undefined) => void }) {
  const [input, setInput] = useState('');
  const [picked, setPicked] = useState<Admin | null>(null);
  const admins = useListAdminsQuery({ ...ADMIN_CHOICES, q: input.trim() || undefined });
  const options = admins.data?.rows ?? [];
  const selected = value ? (picked?.id === Number(value) ? picked : (options.find((admin) => admin.id === Number(value)) ?? null)) : null;
  return (
    <Autocomplete
      size="small"
      sx={{ width: { xs: '100%', sm: 240 } }}
      options={options}
      value={selected}
      loading={admins.isFetching}
      filterOptions={(all) => all}
      getOptionLabel={adminLabel}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setInput(text);
      }}
      onChange={(_event, admin) => {
        setPicked(admin);
        onChange(admin ? String(admin.id) : undefined);
      }}
      renderInput={(params) => <TextField {...params} label={m.admin} placeholder={m.anyAdmin} />}
    />
  );
}

/** Admin, operation, outcome and the shop's days: what the audit list is narrowed to. */
export function AuditFilters({ value, onChange }: { value: AuditFilterValues; onChange: (next: AuditFilterValues) => void }) {
  // A super admin's GET /admin/me lists every operation of the API.
  const me = useGetMeQuery();
  const operations = useMemo(() => [...(me.data?.data.permissions ?? [])].sort(), [me.data]);
  const set = (patch: AuditFilterValues) => onChange({ ...value, ...patch });
  const any = Object.values(value).some(Boolean);
  return (
    <Box role="search" aria-label={m.filters} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      <AdminFilter value={value.admin_id} onChange={(admin_id) => set({ admin_id })} />
      <Autocomplete
        size="small"
        sx={{ width: { xs: '100%', sm: 240 } }}
        options={operations}
        value={value.operation_id ?? null}
        onChange={(_event, operation_id) => set({ operation_id: operation_id ?? undefined })}
        renderInput={(params) => <TextField {...params} label={m.operation} placeholder={m.anyOperation} />}
      />
      <TextField
        select
        size="small"
        label={m.outcome}
        value={value.outcome ?? ''}
        onChange={(event) => set({ outcome: event.target.value || undefined })}
        sx={{ minWidth: 130 }}
        fullWidth={false}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{m.all}</MenuItem>
        <MenuItem value="success">{m.success}</MenuItem>
        <MenuItem value="refused">{m.refused}</MenuItem>
      </TextField>
      <DateRangeFilter
        value={{ from: value.date_from, to: value.date_to }}
        onChange={({ from, to }) => set({ date_from: from, date_to: to })}
      />
      {any && <Button onClick={() => onChange({})}>{m.clearFilters}</Button>}
    </Box>
  );
}
