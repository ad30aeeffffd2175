import { useMemo, useState, type ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { format, formatCount } from '../../lib/format';
import { adminMessages as m } from './messages';

export interface GrantItem {
  id: number;
  label: ReactNode;
  /** A second line (what the module does, the package's price). */
  detail?: ReactNode;
}

export interface GrantGroup {
  key: string;
  title: string;
  items: GrantItem[];
  /** Shown instead of the items when there are none. */
  emptyText?: string;
}

/** The ticked ids of a grant screen, starting from the admin's current set. */
export function useGrantSelection(initial: readonly number[]) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set(initial));
  const initialKey = useMemo(() => [...initial].sort((a, b) => a - b).join(','), [initial]);
  const changed = useMemo(() => [...selected].sort((a, b) => a - b).join(',') !== initialKey, [selected, initialKey]);
  const toggle = (ids: readonly number[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  return { selected, changed, toggle, ids: () => [...selected].sort((a, b) => a - b) };
}

/**
 * Expandable groups of checkboxes (auth modules by domain, packages by product), each with a
 * Select all that ticks or clears the whole group and shows how many of it are ticked.
 */
export function GrantChecklist({
  groups,
  selected,
  onToggle,
  defaultExpanded = false,
}: {
  groups: GrantGroup[];
  selected: ReadonlySet<number>;
  onToggle: (ids: readonly number[], on: boolean) => void;
  defaultExpanded?: boolean;
}) {
  return (
    <div>
      {groups.map((group) => {
        const ids = group.items.map((item) => item.id);
        const ticked = ids.filter((id) => selected.has(id)).length;
        const all = ids.length > 0 && ticked === ids.length;
        return (
          <Accordion key={group.key} defaultExpanded={defaultExpanded} disableGutters variant="outlined">
            <GroupSummary
              id={`grant-${group.key}-summary`}
              aria-controls={`grant-${group.key}`}
              selectAll={
                <Checkbox
                  size="small"
                  checked={all}
                  indeterminate={ticked > 0 && !all}
                  disabled={ids.length === 0}
                  onChange={(event) => onToggle(ids, event.target.checked)}
                  slotProps={{ input: { 'aria-label': format(m.selectAllOf, { group: group.title }) } }}
                />
              }
            >
              <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{group.title}</Typography>
              <Typography variant="body2" color="text.secondary">
                {format(m.selectedOf, { n: formatCount(ticked), total: formatCount(ids.length) })}
              </Typography>
            </GroupSummary>
            <AccordionDetails id={`grant-${group.key}`} sx={{ pt: 0 }}>
              {group.items.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {group.emptyText}
                </Typography>
              ) : (
                <Stack sx={{ pl: { xs: 0, sm: 4 } }}>
                  {group.items.map((item) => (
                    <FormControlLabel
                      key={item.id}
                      sx={{ alignItems: 'flex-start', mr: 0 }}
                      control={
                        <Checkbox size="small" checked={selected.has(item.id)} onChange={(event) => onToggle([item.id], event.target.checked)} />
                      }
                      label={
                        <Stack sx={{ pt: 0.75, minWidth: 0 }}>
                          <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                            {item.label}
                          </Typography>
                          {item.detail && (
                            <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                              {item.detail}
                            </Typography>
                          )}
                        </Stack>
                      }
                    />
                  ))}
                </Stack>
              )}
            </AccordionDetails>
          </Accordion>
        );
      })}
    </div>
  );
}

/**
 * A group's header: its Select all checkbox beside (not inside) the button that opens the group,
 * since a control nested in another is unreachable for assistive technology. Accordion reads
 * `id` and `aria-controls` from its first child to label the group's region.
 */
function GroupSummary({ id, 'aria-controls': controls, selectAll, children }: { id: string; 'aria-controls': string; selectAll: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', pl: 1 }}>
      {selectAll}
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={controls} id={id} sx={{ flex: 1, minWidth: 0, pl: 0.5 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}>
          {children}
        </Stack>
      </AccordionSummary>
    </Box>
  );
}
