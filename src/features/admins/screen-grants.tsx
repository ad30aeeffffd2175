import { useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { grantLabel, screenLabel } from '../../components/screen-names';
import { format } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import type { AdminAuthModuleGrants, OperationId } from '../../store/api';
import { adminMessages as m } from './messages';
import { operationScreens, type OperationScreen } from '../../../openapi/generated/screens';

type Module = AdminAuthModuleGrants['modules'][number];

/** An operation's summary in the admin's language (the contract's `summary` or `x-summary-bn`). */
const summaryOf = (entry: OperationScreen) => (currentLanguage() === 'bn' ? entry.summaryBn : entry.summary);

/** One grant of a screen ("Orders: complete and cancel"): the active modules it ticks, and what it covers. */
export interface ScreenGrant {
  grant: string;
  /** The active modules of its operations: ticking the grant ticks them all. */
  ids: number[];
  operations: { id: number; summary: string; method: string; path: string }[];
  /** Summaries of its operations whose modules are not active yet (they cannot be granted). */
  inactive: string[];
}

export interface ScreenGroup {
  screen: string;
  grants: ScreenGrant[];
}

/**
 * The active auth modules as screens and grants, from the contract's `x-screen` and `x-grant`
 * (openapi/generated/screens.ts): screens in the contract's order, each one's grants with "see"
 * first. A module whose operation the contract no longer names (or names no grant of) is listed
 * under Other by its own name, so nothing granted is ever hidden.
 */
export function screenGroups(modules: readonly Module[], screens: Partial<Record<OperationId, OperationScreen>> = operationScreens): ScreenGroup[] {
  const byOperation = new Map(modules.map((module) => [module.operation_id, module]));
  const groups = new Map<string, Map<string, ScreenGrant>>();
  const placed = new Set<number>();
  for (const [operationId, entry] of Object.entries(screens) as [string, OperationScreen][]) {
    if (!entry.grant) continue;
    const grants = groups.get(entry.screen) ?? new Map<string, ScreenGrant>();
    groups.set(entry.screen, grants);
    const grant = grants.get(entry.grant) ?? { grant: entry.grant, ids: [], operations: [], inactive: [] };
    grants.set(entry.grant, grant);
    const module = byOperation.get(operationId);
    if (!module) {
      grant.inactive.push(summaryOf(entry) || operationId);
      continue;
    }
    placed.add(module.id);
    grant.ids.push(module.id);
    grant.operations.push({ id: module.id, summary: summaryOf(entry) || operationId, method: module.method, path: module.path });
  }
  const result = [...groups].map(([screen, grants]) => ({
    screen,
    grants: [...grants.values()].sort((a, b) => Number(b.grant === 'see') - Number(a.grant === 'see')),
  }));
  const others = modules.filter((module) => !placed.has(module.id));
  if (others.length > 0) {
    result.push({
      screen: m.otherScreen,
      grants: others.map((module) => ({
        grant: module.name ?? module.operation_id,
        ids: [module.id],
        operations: [{ id: module.id, summary: module.description ?? module.operation_id, method: module.method, path: module.path }],
        inactive: [],
      })),
    });
  }
  return result;
}

const keyOf = (screen: string) => screen.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** How a set of module ids stands against the ticked ones. */
function tickState(ids: readonly number[], selected: ReadonlySet<number>) {
  const ticked = ids.filter((id) => selected.has(id)).length;
  return { all: ids.length > 0 && ticked === ids.length, some: ticked > 0 && ticked < ids.length };
}

/** Grants fully ticked, of all that can be ticked (the count beside Save). */
export function grantCount(groups: readonly ScreenGroup[], selected: ReadonlySet<number>) {
  const grants = groups.flatMap((group) => group.grants).filter((grant) => grant.ids.length > 0);
  return { n: grants.filter((grant) => tickState(grant.ids, selected).all).length, total: grants.length };
}

/**
 * What a sub-admin may do, screen by screen: one row per screen with a checkbox per grant ("see",
 * "export", "complete and cancel") and Select all; the operations each grant covers are a detail
 * row, shown on request.
 */
export function ScreenGrants({
  groups,
  selected,
  onToggle,
}: {
  groups: readonly ScreenGroup[];
  selected: ReadonlySet<number>;
  onToggle: (ids: readonly number[], on: boolean) => void;
}) {
  return (
    <Stack divider={<Divider flexItem />}>
      {groups.map((group) => (
        <ScreenRow key={group.screen} group={group} selected={selected} onToggle={onToggle} />
      ))}
    </Stack>
  );
}

function ScreenRow({ group, selected, onToggle }: { group: ScreenGroup; selected: ReadonlySet<number>; onToggle: (ids: readonly number[], on: boolean) => void }) {
  const [open, setOpen] = useState(false);
  const key = keyOf(group.screen);
  const ids = group.grants.flatMap((grant) => grant.ids);
  const screen = tickState(ids, selected);
  const screenName = screenLabel(group.screen);
  const showOperations = format(m.showOperations, { screen: screenName });
  return (
    <Box sx={{ py: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' }, columnGap: 1 }}>
        <Checkbox
          size="small"
          checked={screen.all}
          indeterminate={screen.some}
          disabled={ids.length === 0}
          onChange={(event) => onToggle(ids, event.target.checked)}
          slotProps={{ input: { 'aria-label': format(m.selectAllOf, { group: screenName }) } }}
        />
        <Typography id={`screen-${key}`} sx={{ fontWeight: 600, width: { sm: 200 }, flexShrink: 0, wordBreak: 'break-word' }}>
          {screenName}
        </Typography>
        {/* A phone gives the grants their own line under the screen's name, however long its words. */}
        <Box
          role="group"
          aria-labelledby={`screen-${key}`}
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, flex: 1, flexBasis: { xs: '100%', sm: 'auto' }, minWidth: 0, order: { xs: 3, sm: 0 }, pl: { xs: 4, sm: 0 } }}
        >
          {group.grants.map((grant) => {
            const state = tickState(grant.ids, selected);
            return (
              <FormControlLabel
                key={grant.grant}
                sx={{ mr: 0 }}
                control={
                  <Checkbox
                    size="small"
                    checked={state.all}
                    indeterminate={state.some}
                    disabled={grant.ids.length === 0}
                    onChange={(event) => onToggle(grant.ids, event.target.checked)}
                    // The visible label alone ("see") is the same on every row: the screen goes with it.
                    slotProps={{ input: { 'aria-label': format(m.grantOf, { screen: screenName, grant: grantLabel(grant.grant) }) } }}
                  />
                }
                label={<Typography variant="body2">{grantLabel(grant.grant)}</Typography>}
              />
            );
          })}
        </Box>
        <Tooltip title={showOperations}>
          <IconButton
            size="small"
            onClick={() => setOpen((was) => !was)}
            aria-expanded={open}
            aria-controls={`operations-${key}`}
            aria-label={showOperations}
            sx={{ ml: 'auto', transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
          >
            <ExpandMoreIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <Collapse in={open} unmountOnExit>
        <Stack id={`operations-${key}`} spacing={0.75} sx={{ pl: { xs: 4, sm: 31 }, pb: 1 }}>
          {group.grants.map((grant) => (
            <Box key={grant.grant}>
              <Typography variant="caption" sx={{ fontWeight: 600 }}>
                {grantLabel(grant.grant)}
              </Typography>
              {grant.operations.map((operation) => (
                <Typography key={operation.id} variant="caption" color="text.secondary" component="div" sx={{ wordBreak: 'break-word' }}>
                  {operation.summary} · {operation.method} {operation.path}
                </Typography>
              ))}
              {grant.inactive.length > 0 && (
                <Typography variant="caption" color="warning.main" component="div">
                  {format(m.notActiveYet, { operations: grant.inactive.join('; ') })}
                </Typography>
              )}
            </Box>
          ))}
        </Stack>
      </Collapse>
    </Box>
  );
}
