import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import PaymentsIcon from '@mui/icons-material/Payments';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import type { ComponentType } from 'react';
import { format, formatCount } from '../../lib/format';
import { formatTaka } from '../../lib/money';
import type { DashboardStats } from '../../store/api';
import { dashboardMessages as m } from './messages';

interface Card {
  label: string;
  value: (stats: DashboardStats) => string;
  note: (stats: DashboardStats) => string;
  icon: ComponentType<SvgIconProps>;
  color: 'warning' | 'info' | 'success' | 'primary';
}

/**
 * The four an admin needs first: the work waiting for them, then how today is going. The first two
 * count what the sidebar's badges count (getPendingCounts): orders pending or in progress,
 * wallet-adds pending or under review.
 */
const CARDS: Card[] = [
  {
    label: m.waitingOrders,
    value: (s) => formatCount(s.pendingOrder + s.inProgressOrder),
    note: (s) => format(m.waitingOrdersNote, { pending: formatCount(s.pendingOrder), inProgress: formatCount(s.inProgressOrder) }),
    icon: HourglassTopIcon,
    color: 'warning',
  },
  {
    label: m.pendingWalletAdds,
    value: (s) => formatCount(s.pendingWalletAdd),
    note: () => m.pendingWalletAddsNote,
    icon: AccountBalanceWalletIcon,
    color: 'info',
  },
  { label: m.todaySale, value: (s) => formatTaka(s.todaySale), note: () => m.todaySaleNote, icon: PaymentsIcon, color: 'success' },
  {
    label: m.todaysCompletedOrders,
    value: (s) => formatCount(s.todaysCompletedOrder),
    note: (s) => format(m.todaysCompletedNote, { n: formatCount(s.todaysOrder) }),
    icon: TaskAltIcon,
    color: 'primary',
  },
];

/** The rest of dashboard-stats, in one compact block under the cards. */
const OTHER_FIGURES: { label: string; value: (stats: DashboardStats) => string }[] = [
  { label: m.totalUsers, value: (s) => formatCount(s.totalUser) },
  { label: m.todaysUsers, value: (s) => formatCount(s.todaysUser) },
  { label: m.totalWallet, value: (s) => formatTaka(s.totalWallet) },
  { label: m.todaysWallet, value: (s) => format(m.todaysWalletCount, { amount: formatTaka(s.todaysTotalWallet), n: formatCount(s.todaysWalletAdd) }) },
  { label: m.todaysOrders, value: (s) => formatCount(s.todaysOrder) },
  { label: m.inProgressOrders, value: (s) => formatCount(s.inProgressOrder) },
  { label: m.pendingPhysicalOrders, value: (s) => formatCount(s.pendingPhysicalOrder) },
];

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="subtitle1" component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {children}
      </Typography>
    </div>
  );
}

/** The four stat cards and the other figures; skeletons until the stats arrive. */
export function StatCards({ stats }: { stats: DashboardStats | undefined }) {
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
        {CARDS.map(({ label, value, note, icon: Icon, color }) => (
          <Paper key={label} variant="outlined" component="section" aria-label={label} sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center' }}>
            <Box
              sx={{
                display: 'grid',
                placeItems: 'center',
                width: 48,
                height: 48,
                flexShrink: 0,
                borderRadius: 2,
                bgcolor: `${color}.main`,
                color: `${color}.contrastText`,
              }}
            >
              <Icon />
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography variant="h5" component="p" sx={{ overflowWrap: 'anywhere' }}>
                {stats ? value(stats) : <Skeleton width={80} />}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {stats ? note(stats) : <Skeleton width={110} />}
              </Typography>
            </Box>
          </Paper>
        ))}
      </Box>
      <Paper variant="outlined" component="section" aria-label={m.otherFigures} sx={{ p: 2 }}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)', xl: 'repeat(7, 1fr)' } }}>
          {OTHER_FIGURES.map(({ label, value }) => (
            <Figure key={label} label={label}>
              {stats ? value(stats) : <Skeleton width={70} />}
            </Figure>
          ))}
        </Box>
      </Paper>
    </>
  );
}
